/**
 * GET /api/invoice/{tranId} (issue #4 item 7): a real PDF (parsed back with pdf-parse) for
 * the payment's guest or an admin.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';
import { day, startBooking } from '#tests/helpers/payment-flow.ts';
import { payForStay, type PaidStay } from '#tests/helpers/paid-stays.ts';
import { readPdfText } from '#tests/helpers/pdf-text.ts';
import { formatHotelTimestamp } from '#shared/domain/hotel-time.ts';
import { formatDayMonthYear } from '#shared/domain/nights.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
let other: TestUser;
let roomId: string;
let stay: PaidStay;

useAppWithUsers((s) => ({ t, admin, guest } = s), { guestName: 'Tahmina Akter' });
beforeAll(async () => {
  other = await createUser(t.app);
  roomId = (await createRoom(t.app, admin.id, { title: 'Lakeside Family Suite', priceBdt: 4750, category: 'family-4' })).id;
  stay = await payForStay(t, guest.cookie, roomId, day(20), day(23));
});

const fetchInvoice = (tranId: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/invoice/${tranId}`, headers: cookie ? { cookie } : {} });

describe('GET /api/invoice/:tranId', () => {
  it('downloads a PDF with hotel, guest, room, dates, nights, amounts and payment details', async () => {
    const res = await fetchInvoice(stay.tranId, guest.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${stay.tranId}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await readPdfText(res.rawPayload);
    for (const expected of [
      'INVOICE',
      // The default hotel identity (HOTEL_NAME, HOTEL_ADDRESS, HOTEL_EMAIL): the address invoices always printed.
      'Hotel Booking',
      'House 12, Road 7, Gulshan 1',
      'Dhaka 1212, Bangladesh',
      'stay@hotel.test',
      'Tahmina Akter',
      guest.email,
      'Lakeside Family Suite',
      'Family 4',
      formatDayMonthYear(day(20)),
      formatDayMonthYear(day(23)),
      'BDT 4,750',
      'BDT 14,250',
      stay.tranId,
      stay.fields.val_id,
      // The gateway's tran_date in the one timestamp style of screens and PDFs (issue 24), not as sent.
      formatHotelTimestamp(stay.fields.tran_date)!,
      'VISA-Dutch Bangla',
      stay.fields.bank_gw,
      'Paid',
      'BDT',
      'Test payment — no money moved',
      'Thank you for choosing us!',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('REFUNDED');
    expect(formatHotelTimestamp(stay.fields.tran_date)).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
    expect(text).not.toContain(stay.fields.tran_date);
  });

  it('lets an admin download it; refuses other guests (403) and anonymous callers (401)', async () => {
    expect((await fetchInvoice(stay.tranId, admin.cookie)).statusCode).toBe(200);
    expect((await fetchInvoice(stay.tranId, other.cookie)).statusCode).toBe(403);
    expect((await fetchInvoice(stay.tranId)).statusCode).toBe(401);
  });

  it('answers 404 for unknown transactions and for payments that are not completed', async () => {
    expect((await fetchInvoice('HBNOPE', guest.cookie)).statusCode).toBe(404);
    const held = await startBooking(t, guest.cookie, roomId, day(40), day(41));
    expect((await fetchInvoice(held.tranId, guest.cookie)).statusCode).toBe(404);
  });

  it('stamps a refunded payment REFUNDED', async () => {
    const refunded = await payForStay(t, guest.cookie, roomId, day(50), day(51));
    await t.app.inject({
      method: 'POST',
      url: '/api/rais-cancel',
      headers: { origin: t.baseUrl, cookie: guest.cookie },
      payload: { userId: guest.id, roomId, bookingId: refunded.bookingId, reason: 'Change of plans' },
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/cancelation-reqs', headers: { cookie: admin.cookie } });
    const request = list.json().find((r: { bookingId: string }) => r.bookingId === refunded.bookingId);
    const approved = await t.app.inject({
      method: 'POST',
      headers: { origin: t.baseUrl, cookie: admin.cookie },
      url: `/api/approve-cancelation/${refunded.bookingId}/${refunded.tranId}/${admin.id}/${request._id}`,
    });
    expect(approved.statusCode).toBe(200);
    const text = await readPdfText((await fetchInvoice(refunded.tranId, guest.cookie)).rawPayload);
    expect(text).toContain('REFUNDED');
    expect(text).toContain('Refunded');
  });
});
