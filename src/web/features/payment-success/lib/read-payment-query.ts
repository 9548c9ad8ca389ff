/**
 * The payment-success page's data comes only from the URL (SPEC §2 "Payment success"):
 * the server's success redirect puts the booking and gateway fields on the query string.
 * Anything missing or malformed becomes null so the page can show a dash, never "NaN".
 */
import { countNights, isIsoDate } from '#shared/domain/nights.ts';

/** Gateway fields shown under "Payment details", in display order. */
export const PAYMENT_FIELDS = ['tran_id', 'tran_date', 'card_type', 'bank_gw', 'val_id', 'status', 'currency_type'] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];

export interface PaymentSuccessDetails {
  tranId: string;
  name: string | null;
  email: string | null;
  roomName: string | null;
  /** `YYYY-MM-DD`, or null when absent or not a date. */
  checkIn: string | null;
  checkOut: string | null;
  nights: number | null;
  /** Total paid in BDT. */
  total: number | null;
  payment: Record<PaymentField, string | null>;
}

function text(params: URLSearchParams, key: string): string | null {
  const value = params.get(key)?.trim();
  return value ? value : null;
}

function isoDate(params: URLSearchParams, key: string): string | null {
  const value = text(params, key)?.slice(0, 10) ?? null;
  return value && isIsoDate(value) ? value : null;
}

function amount(params: URLSearchParams, key: string): number | null {
  const value = text(params, key);
  if (value === null || !/^\d+(\.\d+)?$/.test(value)) return null;
  return Number(value);
}

/** Reads the success query; `routeTranId` (the :tranId segment) backs up a missing `tran_id`. */
export function readPaymentQuery(params: URLSearchParams, routeTranId: string | undefined): PaymentSuccessDetails {
  const checkIn = isoDate(params, 'checkIn');
  const checkOut = isoDate(params, 'checkOut');
  const payment = Object.fromEntries(PAYMENT_FIELDS.map((field) => [field, text(params, field)])) as Record<PaymentField, string | null>;
  payment.tran_id ??= routeTranId?.trim() || null;
  return {
    tranId: payment.tran_id ?? '',
    name: text(params, 'name'),
    email: text(params, 'email'),
    roomName: text(params, 'roomName'),
    checkIn,
    checkOut,
    nights: checkIn && checkOut ? countNights(checkIn, checkOut) : null,
    total: amount(params, 'price'),
    payment,
  };
}
