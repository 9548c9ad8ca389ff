/**
 * Paid stays for the issue #4 API tests: upcoming ones paid through the real sandbox, and
 * past ones written straight to the database (the booking API cannot book the past).
 */
import type { App } from '#server/app.ts';
import { createBooking, newTranId } from '#tests/factories/bookings.ts';
import { createPayment } from '#tests/factories/payments.ts';
import type { TestApp } from './build-test-app.ts';
import { bookingOf, postForm, pressOnGatewayPage, startBooking } from './payment-flow.ts';

export interface PaidStay {
  tranId: string;
  bookingId: string;
  roomId: string;
  /** The signed success form the sandbox posted (val_id, bank_tran_id, ...). */
  fields: Record<string, string>;
}

/** Books `roomId` as `cookie`, pays on the sandbox page and follows the browser's return. Throws unless paid. */
export async function payForStay(t: TestApp, cookie: string, roomId: string, startDate: string, endDate: string): Promise<PaidStay> {
  const { url, tranId } = await startBooking(t, cookie, roomId, startDate, endDate);
  const { action, fields } = await pressOnGatewayPage(url, 'pay');
  const res = await postForm(action, fields);
  const location = res.headers.get('location') ?? '';
  if (!location.startsWith('/payment-success/')) throw new Error(`payment not confirmed: ${location}`);
  const booking = await bookingOf(t, tranId);
  return { tranId, bookingId: booking.id, roomId, fields };
}

/** Inserts a finished paid stay (booking + paid payment) with integer-poisha amounts; returns its ids. */
export async function insertPastStay(
  app: App,
  userId: string,
  roomId: string,
  startDate: string,
  endDate: string,
  nights = 1,
  pricePerNightPoisha = 250_000,
) {
  const tranId = newTranId('HBPAST');
  const booking = await createBooking(app, { roomId, userId, startDate, endDate, nights, pricePerNightPoisha, status: 'paid', tranId });
  await createPayment(app, booking, {
    status: 'paid',
    bankTranId: `B${tranId}`,
    cardType: 'VISA-Dutch Bangla',
    bankGw: 'DBBL-VISA',
    tranDate: '2025-01-01 10:00:00',
    currencyType: 'BDT',
  });
  return { tranId, bookingId: booking.id, roomId };
}
