/**
 * The SPA's one format each (issue #12), all through `Intl`: money, stay dates and timestamps.
 * Every screen formats through here; the SPEC's exact strings (the room card's
 * "BDT- {price}/night", the "day-month-year" stay dates) are kept.
 */
import { formatHotelTimestamp } from '#shared/domain/hotel-time.ts';

const bdt = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** An amount in BDT as guests read it: `17500` → "BDT 17,500", `12500.5` → "BDT 12,500.5". */
export function formatMoney(amount: number): string {
  return `BDT ${bdt.format(amount)}`;
}

/** Issue 28: a partial refund in words, "Refunded BDT 2,500 of 10,000" (BDT amounts). */
export function formatPartRefund(refunded: number, amount: number): string {
  return `Refunded ${formatMoney(refunded)} of ${bdt.format(amount)}`;
}

/** A nightly rate: "BDT 17,500/night". */
export function formatNightly(amount: number): string {
  return `${formatMoney(amount)}/night`;
}

// Stay dates are calendar days (`YYYY-MM-DD`), read as UTC midnight so no zone shifts them.
const stayDay = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** A stay date in the SPEC's day-month-year style ("14-12-2026"), the one style for stay dates. */
export function formatStayDate(isoDate: string): string {
  const parts = Object.fromEntries(stayDay.formatToParts(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)).map((p) => [p.type, p.value]));
  return `${parts.day}-${parts.month}-${parts.year}`;
}

/** A stay's dates as one range ("14-12-2026 to 17-12-2026"). */
export function formatStayRange(checkIn: string, checkOut: string): string {
  return `${formatStayDate(checkIn)} to ${formatStayDate(checkOut)}`;
}

/**
 * An instant, or the gateway's hotel wall time (a payment's tran_date), in hotel time
 * ("21 Nov 2025, 14:05"), the one style for timestamps (issue 24); "—" when missing.
 */
export function formatTimestamp(value: string | null | undefined): string {
  return formatHotelTimestamp(value) ?? '—';
}
