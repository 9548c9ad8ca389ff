/**
 * Issue 28, the ledger: the daily cash close (desk money by method and by staff member, hotel-day
 * boundaries, gateway money apart, the CSV), guest profiles (search by phone in any format,
 * stays and money kept, the masked ID, notes saved and audited) and abandoned checkouts.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, guestRegistrations, payments, refunds } from '#server/db/schema.ts';
import type { CashClose } from '#shared/schemas/cash-close.ts';
import type { AbandonedCheckout, GuestProfile } from '#shared/schemas/guest-profiles.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createBooking, newTranId, type Booking } from '#tests/factories/bookings.ts';
import { createPayment } from '#tests/factories/payments.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
let clerk: TestUser;
let roomId: string;
useAppWithUsers((s) => ({ t, admin, guest } = s));

const DAY = '2026-03-10';
/** An instant on the Dhaka clock (UTC+6) of `date` at `hhmm`. */
const dhaka = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+06:00`);

const get = (url: string, cookie = admin.cookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const put = (url: string, payload: object, cookie = admin.cookie) => t.app.inject({ method: 'PUT', url, headers: { cookie }, payload });

let stayNo = 0;
/** A paid stay of `userId` on nights nobody else in this file uses. */
function paidStay(userId: string, values: Partial<Booking> = {}) {
  stayNo += 3;
  const start = new Date(Date.UTC(2026, 5, 1 + stayNo)).toISOString().slice(0, 10);
  const end = new Date(Date.UTC(2026, 5, 2 + stayNo)).toISOString().slice(0, 10);
  return createBooking(t.app, { roomId, userId, startDate: start, endDate: end, ...values });
}

/** A desk payment of `amountPoisha` on `booking`, taken by `takenBy` at `paidAt`. */
function deskPayment(booking: Booking, method: 'cash' | 'bkash' | 'card', amountPoisha: number, takenBy: string, paidAt: Date) {
  return createPayment(t.app, booking, {
    tranId: newTranId('DESK'),
    valId: null,
    method,
    amountPoisha,
    takenBy,
    paidAt,
    reference: `REF-${method}`,
  });
}

/** Money handed back by hand at the desk (the refund row another part of issue 28 writes). */
async function deskRefund(paymentId: string, amountPoisha: number, by: string, at: Date) {
  await t.app.db
    .insert(refunds)
    .values({ paymentId, amountPoisha, status: 'refunded', requestedBy: by, method: 'cash', reason: 'shortened stay', createdAt: at });
  await t.app.db.update(payments).set({ refundedPoisha: amountPoisha }).where(eq(payments.id, paymentId));
}

let phoneSeq = 0;
/** A desk guest with phone `phone` (default a fresh one). */
async function deskGuest(name: string, phone?: string) {
  phoneSeq += 1;
  const number = phone ?? `0181${String(Date.now()).slice(-5)}${String(phoneSeq).padStart(2, '0')}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/guests',
    headers: { cookie: admin.cookie },
    payload: { name, phone: number },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: (res.json() as { id: string }).id, name, phone: number };
}

beforeAll(async () => {
  clerk = await createUser(t.app, { name: 'Clerk Karim', role: 'admin' });
  roomId = (
    await createRoom(t.app, admin.id, { title: 'Ledger Deluxe', priceBdt: 3000, roomNumbers: [`L${Date.now().toString(36).slice(-5)}`] })
  ).id;
});

describe('the daily cash close', () => {
  let close: CashClose;
  let rahim: { id: string; name: string; phone: string };

  beforeAll(async () => {
    rahim = await deskGuest('Rahim Cash', '01711000111');
    const a = await paidStay(rahim.id);
    const b = await paidStay(rahim.id);
    const c = await paidStay(rahim.id);
    const cashA = await deskPayment(a, 'cash', 300_000, admin.id, dhaka(DAY, '10:00'));
    await deskPayment(b, 'bkash', 150_000, clerk.id, dhaka(DAY, '23:30')); // still that hotel day
    await deskPayment(c, 'card', 99_900, admin.id, dhaka('2026-03-11', '00:30')); // the next day
    await deskPayment(c, 'cash', 11_100, admin.id, dhaka('2026-03-09', '23:59')); // the day before
    await deskRefund(cashA.id, 50_000, clerk.id, dhaka(DAY, '15:00'));
    await createPayment(t.app, await paidStay(guest.id), { tranId: newTranId('GW'), amountPoisha: 500_000, paidAt: dhaka(DAY, '12:00') });
    const res = await get(`/api/admin/cash-close?date=${DAY}`);
    expect(res.statusCode, res.body).toBe(200);
    close = res.json() as CashClose;
  });

  it('counts desk money of the hotel day only: 23:30 Dhaka is that day, 00:30 the next is not', () => {
    expect(close.entries.map((e) => [e.kind, e.method, e.amountPoisha])).toEqual([
      ['taken', 'cash', 300_000],
      ['given-back', 'cash', 50_000],
      ['taken', 'bkash', 150_000],
    ]);
    expect(close.totals).toEqual({ takenPoisha: 450_000, givenBackPoisha: 50_000, netPoisha: 400_000 });
  });

  it('groups by method and by staff member, and the groups add up to the entries', () => {
    expect(close.byMethod.map((g) => [g.key, g.takenPoisha, g.givenBackPoisha, g.netPoisha])).toEqual([
      ['cash', 300_000, 50_000, 250_000],
      ['bkash', 150_000, 0, 150_000],
    ]);
    const clerkGroup = close.byStaff.find((g) => g.label === 'Clerk Karim');
    expect(clerkGroup).toMatchObject({ takenPoisha: 150_000, givenBackPoisha: 50_000, netPoisha: 100_000 });
    for (const groups of [close.byMethod, close.byStaff]) {
      expect(groups.reduce((n, g) => n + g.takenPoisha, 0)).toBe(close.totals.takenPoisha);
      expect(groups.reduce((n, g) => n + g.givenBackPoisha, 0)).toBe(close.totals.givenBackPoisha);
      expect(groups.reduce((n, g) => n + g.netPoisha, 0)).toBe(close.totals.netPoisha);
    }
    const sumOf = (kind: string) => close.entries.filter((e) => e.kind === kind).reduce((n, e) => n + e.amountPoisha, 0);
    expect(sumOf('taken')).toBe(close.totals.takenPoisha);
    expect(sumOf('given-back')).toBe(close.totals.givenBackPoisha);
  });

  it('keeps gateway money out of the drawer, as one line for information', () => {
    expect(close.entries.some((e) => e.method === 'gateway')).toBe(false);
    expect(close.gateway).toEqual({ takenPoisha: 500_000, givenBackPoisha: 0, count: 1 });
  });

  it('names each entry: booking, guest, reference, staff', () => {
    expect(close.entries[2]).toMatchObject({ guestName: 'Rahim Cash', reference: 'REF-bkash', staffName: 'Clerk Karim' });
    expect(close.entries[2].tranId).toMatch(/^HBTEST/);
  });

  it('exports a CSV with a BOM, headers, the totals and no phone', async () => {
    const res = await get(`/api/admin/cash-close.csv?date=${DAY}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`cash-close-${DAY}.csv`);
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const lines = res.body.slice(1).trim().split('\n');
    expect(lines[0]).toBe('Section,Time,Booking,Guest,Method,Reference,Taken (BDT),Given back (BDT),Net (BDT),Staff');
    expect(res.body).toContain('2026-03-10 23:30');
    expect(res.body).toContain('Total (drawer),,,,,,4500.00,500.00,4000.00,');
    expect(res.body).toContain('SSLCommerz (not in the drawer)');
    expect(res.body).not.toContain(rahim.phone);
    expect(res.body).not.toContain('111');
    expect(res.body).not.toMatch(/@/);
  });

  it('refuses a date that does not exist, and non-admins', async () => {
    expect((await get('/api/admin/cash-close?date=2026-02-31')).statusCode).toBe(400);
    expect((await get(`/api/admin/cash-close?date=${DAY}`, guest.cookie)).statusCode).toBe(403);
    expect((await get(`/api/admin/cash-close.csv?date=${DAY}`, guest.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/cash-close' })).statusCode).toBe(401);
  });
});

describe('guest profiles', () => {
  let salma: { id: string; name: string; phone: string };

  beforeAll(async () => {
    salma = await deskGuest('Salma Profile', '01911234567');
    const stay = await paidStay(salma.id, { nights: 1, pricePerNightPoisha: 400_000 });
    const pay = await deskPayment(stay, 'cash', 400_000, admin.id, new Date());
    await deskRefund(pay.id, 100_000, admin.id, new Date());
    await paidStay(salma.id, { status: 'no_show' });
    await t.app.db.insert(guestRegistrations).values({
      bookingId: stay.id,
      userId: salma.id,
      fullName: salma.name,
      phone: salma.phone,
      address: 'Dhaka',
      nationality: 'BD',
      idType: 'nid',
      idNumber: '1990123456789',
      adults: 1,
      createdBy: admin.id,
    });
  });

  it('finds the guest by phone typed in another format', async () => {
    for (const q of ['+880 1911-234567', '8801911234567', '01911 234 567']) {
      const res = await get(`/api/admin/guests?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      const found = (res.json() as Array<{ id: string; phone: string }>).find((g) => g.id === salma.id);
      expect(found, q).toBeDefined();
      expect(found?.phone).toBe('•••567');
    }
  });

  it('shows stays, nights, money kept, the phone whole and the ID masked', async () => {
    const res = await get(`/api/admin/guests/${salma.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json() as GuestProfile;
    expect(profile.phone).toBe('01911234567');
    expect(profile.stays.map((s) => s.status).sort()).toEqual(['no_show', 'paid']);
    expect(profile).toMatchObject({ stayCount: 1, nightCount: 1, spentPoisha: 300_000, notes: null });
    expect(profile.latestId).toMatchObject({ type: 'nid', maskedNumber: '••••••789' });
    expect(res.body).not.toContain('1990123456789');
  });

  it('saves notes and audits who changed them, without the text', async () => {
    const res = await put(`/api/admin/guests/${salma.id}/notes`, { notes: 'Prefers a quiet room. ' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as GuestProfile).notes).toMatchObject({ text: 'Prefers a quiet room.', updatedByName: admin.name });
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, salma.id), eq(auditLog.action, 'guest.notes-updated')));
    expect(entries).toHaveLength(1);
    expect(entries[0].actor).toBe(admin.id);
    expect(JSON.stringify(entries[0].after)).toContain(`${admin.name} updated the notes on Salma Profile`);
    expect(JSON.stringify(entries[0].after)).not.toContain('quiet');
  });

  it('refuses notes over 2,000 characters, an unknown guest and non-admins, changing nothing', async () => {
    const tooLong = await put(`/api/admin/guests/${salma.id}/notes`, { notes: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect((tooLong.json() as { code: string }).code).toBe('VALIDATION');
    expect(((await get(`/api/admin/guests/${salma.id}`)).json() as GuestProfile).notes?.text).toBe('Prefers a quiet room.');
    expect((await get('/api/admin/guests/no-such-guest')).statusCode).toBe(404);
    expect((await put('/api/admin/guests/no-such-guest/notes', { notes: 'x' })).statusCode).toBe(404);
    expect((await get(`/api/admin/guests/${salma.id}`, guest.cookie)).statusCode).toBe(403);
    expect((await put(`/api/admin/guests/${salma.id}/notes`, { notes: 'hi' }, guest.cookie)).statusCode).toBe(403);
  });
});

describe('abandoned checkouts', () => {
  it('lists holds given up without money in the window, newest first, and says when the guest booked anyway', async () => {
    const karim = await deskGuest('Karim Abandoned');
    const hours = (n: number) => new Date(Date.now() - n * 3_600_000);
    const lapsed = await paidStay(karim.id, { status: 'expired', holdExpiresAt: hours(2) });
    const givenUp = await paidStay(karim.id, { status: 'cancelled', bookingDate: hours(30) });
    await createBooking(t.app, { roomId, userId: karim.id, startDate: givenUp.startDate, endDate: givenUp.endDate, status: 'paid' });
    const old = await paidStay(karim.id, { status: 'expired', holdExpiresAt: hours(24 * 10) });
    const refunded = await paidStay(karim.id, { status: 'cancelled', bookingDate: hours(1) });
    await createPayment(t.app, refunded, { status: 'refunded', refundedPoisha: refunded.pricePoisha });

    const res = await get('/api/admin/abandoned-checkouts?days=7');
    expect(res.statusCode, res.body).toBe(200);
    const mine = (res.json() as AbandonedCheckout[]).filter((r) => r.guestId === karim.id);
    expect(mine.map((r) => [r.bookingId, r.status, r.isBookedLater])).toEqual([
      [lapsed.id, 'expired', false],
      [givenUp.id, 'cancelled', true],
    ]);
    expect(mine[0].guestPhone).toBe(`•••${karim.phone.slice(-3)}`);

    const wider = (await get('/api/admin/abandoned-checkouts?days=30')).json() as AbandonedCheckout[];
    expect(wider.map((r) => r.bookingId)).toContain(old.id);
    expect((await get('/api/admin/abandoned-checkouts?days=91')).statusCode).toBe(400);
    expect((await get('/api/admin/abandoned-checkouts', guest.cookie)).statusCode).toBe(403);
  });
});
