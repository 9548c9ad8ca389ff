/**
 * Money helpers. The database stores integer poisha (1 BDT = 100 poisha); the API
 * speaks BDT as numbers. Conversions never go through floating multiplication of
 * already-rounded values twice.
 */

/** BDT (number, may have up to 2 decimals) → integer poisha. Throws RangeError on NaN/negative/non-finite. */
export function toPoisha(bdt: number): number {
  if (!Number.isFinite(bdt) || bdt < 0) throw new RangeError(`Invalid BDT amount: ${bdt}`);
  return Math.round(bdt * 100);
}

/** Integer poisha → BDT number (e.g. 150050 → 1500.5). Throws RangeError if not an integer. */
export function toBdt(poisha: number): number {
  if (!Number.isInteger(poisha)) throw new RangeError(`Poisha must be an integer: ${poisha}`);
  return poisha / 100;
}

/**
 * Parses a gateway amount string ("1500.00", "1500", "1500.5") into integer poisha
 * without float error. Returns null for anything that is not a plain decimal.
 */
export function parseAmountToPoisha(amount: string | number): number | null {
  const text = String(amount).trim();
  const match = /^(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(fraction);
}

/** Poisha → the gateway's two-decimal string ("150000" → "1500.00"). */
export function formatGatewayAmount(poisha: number): string {
  const whole = Math.trunc(poisha / 100);
  const fraction = String(poisha % 100).padStart(2, '0');
  return `${whole}.${fraction}`;
}

/** Total in poisha for a stay: nights × nightly price (docs/product/rules.md#constants: total = nights x price). */
export function computeTotalPoisha(nights: number, pricePerNightPoisha: number): number {
  if (!Number.isInteger(nights) || nights < 0) throw new RangeError(`Invalid nights: ${nights}`);
  if (!Number.isInteger(pricePerNightPoisha) || pricePerNightPoisha < 0) {
    throw new RangeError(`Invalid price: ${pricePerNightPoisha}`);
  }
  return nights * pricePerNightPoisha;
}

const bdtNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** BDT as guests read it: grouped thousands, at most two decimals (`12500.5` → `"BDT 12,500.5"`). */
export function formatBdt(amount: number): string {
  return `BDT ${bdtNumber.format(amount)}`;
}
