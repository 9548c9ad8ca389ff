/**
 * The desk booking form's state and the request it makes (issue 27). Days are typed
 * `dd-mm-yyyy` (docs/architecture.md#formats) and sent `YYYY-MM-DD`; money is BDT. The server
 * prices and checks everything again; these checks only spare the clerk a round trip.
 */
import { DESK_PAYMENT_METHODS, type DeskPaymentMethod } from '#shared/schemas/inventory.ts';
import { METHODS_NEEDING_REFERENCE, type DeskBookingBody, type DeskSource } from '#shared/schemas/desk.ts';
import { formatDayInput, parseDayInput } from '#web/lib/day-input.ts';

export type PaymentMode = 'full' | 'deposit' | 'link';

export interface DeskForm {
  roomId: string;
  physicalRoomId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  source: DeskSource;
  sourceName: string;
  mode: PaymentMode;
  method: DeskPaymentMethod;
  amount: string;
  reference: string;
}

/** The form prefilled from the tape chart's link (`?roomId=&physicalRoomId=&checkIn=&checkOut=`, days `YYYY-MM-DD`). */
export function initialDeskForm(params: URLSearchParams): DeskForm {
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDayInput(value) : '';
  };
  return {
    roomId: params.get('roomId') ?? '',
    physicalRoomId: params.get('physicalRoomId') ?? '',
    checkIn: day('checkIn'),
    checkOut: day('checkOut'),
    guests: 1,
    source: 'walk-in',
    sourceName: '',
    mode: 'full',
    method: DESK_PAYMENT_METHODS[0],
    amount: '',
    reference: '',
  };
}

/** A typed day as `YYYY-MM-DD`, or null while it is empty or not a real day. */
export function isoDayOf(text: string): string | null {
  return parseDayInput(text) ?? null;
}

/** Whether the method leaves a reference the clerk must copy. */
export const needsReference = (method: DeskPaymentMethod) => (METHODS_NEEDING_REFERENCE as readonly string[]).includes(method);

/** The request body, or the first thing the clerk still has to fill in. `total` is the server's quote (BDT). */
export function toDeskBookingBody(form: DeskForm, guestId: string | null, total: number | null): DeskBookingBody | string {
  const startDate = isoDayOf(form.checkIn);
  const endDate = isoDayOf(form.checkOut);
  if (!guestId) return 'Pick or create the guest first.';
  if (!form.roomId) return 'Choose the room type.';
  if (!startDate || !endDate) return 'Type both days as dd-mm-yyyy.';
  if (form.source === 'ota' && !form.sourceName.trim()) return 'Name the OTA (e.g. Booking.com).';
  const base = {
    guestId,
    roomId: form.roomId,
    ...(form.physicalRoomId ? { physicalRoomId: form.physicalRoomId } : {}),
    startDate,
    endDate,
    guests: form.guests,
    source: form.source,
    ...(form.source === 'ota' ? { sourceName: form.sourceName.trim() } : {}),
  };
  if (form.mode === 'link') return { ...base, payment: { mode: 'link' } };
  const amountBdt = form.mode === 'full' ? total : Number(form.amount);
  if (amountBdt === null || !Number.isFinite(amountBdt) || amountBdt <= 0) return 'Enter the amount taken.';
  if (needsReference(form.method) && !form.reference.trim()) return 'Enter the transaction reference.';
  return {
    ...base,
    payment: { mode: form.mode, method: form.method, amountBdt, ...(form.reference.trim() ? { reference: form.reference.trim() } : {}) },
  };
}
