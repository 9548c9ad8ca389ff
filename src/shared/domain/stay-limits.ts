/**
 * The money limits a stay must meet before any hold is taken (issue #8), shared by the date
 * panel and the booking service so both refuse the same stays with the same words. (The
 * longest stay, MAX_NIGHTS, lives with the date rules in stay-dates.ts.)
 */
import { formatBdt, toBdt } from './money.ts';

/**
 * SSLCommerz's largest single payment, BDT. Its integration document (v4, "Create and Get
 * Session", `total_amount`) says the transaction amount must be from 10.00 BDT to 500000.00
 * BDT. The server reads it from SSLCOMMERZ_MAX_AMOUNT_BDT, defaulting to this.
 */
export const DEFAULT_MAX_PAYMENT_BDT = 500_000;

/**
 * Highest room price per night, BDT: a room dearer than one gateway payment could never be
 * paid for. Also keeps `price_poisha` (int4) far from overflowing.
 */
export const MAX_ROOM_PRICE_BDT = 500_000;

/**
 * Message when a stay's total (integer poisha) is more than one gateway payment may be
 * (`maxPaymentPoisha`), else null. Names both amounts in BDT.
 */
export function stayAmountError(totalPoisha: number, maxPaymentPoisha: number): string | null {
  if (totalPoisha <= maxPaymentPoisha) return null;
  return (
    `This stay costs ${formatBdt(toBdt(totalPoisha))}, more than the ${formatBdt(toBdt(maxPaymentPoisha))} ` +
    'our payment gateway accepts in one payment. Please choose fewer nights.'
  );
}
