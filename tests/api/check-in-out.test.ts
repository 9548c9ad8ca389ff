/**
 * Check-in with the guest register, check-out, the foreign guests register and the ID retention
 * rule (issue 28, decision 027): each refusal changes nothing; the record is stored; no ID
 * number reaches an event or the audit log; check-out needs the folio settled and makes the room
 * dirty; the job blanks numbers after GUEST_ID_RETENTION_DAYS.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, domainEvents, emailOutbox } from '#server/db/schema-operations.ts';
import { bookings, guestRegistrations, physicalRooms } from '#server/db/schema.ts';
import { purgeExpiredGuestIds } from '#server/modules/front-desk/stays.service.ts';
import { checkInViewSchema, foreignGuestsSchema } from '#shared/schemas/guest-register.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { day } from '#tests/helpers/payment-flow.ts';
import { createBooking, type Booking } from '#tests/factories/bookings.ts';
import { createPayment } from '#tests/factories/payments.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import type { TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
useAppWithUsers((s) => ({ t, admin, guest } = s), { guestName: 'Rahim Uddin' });

let seq = 0;
/** A paid stay of `guest` in a room type of its own (one physical room), from day `from` to `to`; `isPaid`: its money taken. */
async function stay(from: number, to: number, extra: Partial<Booking> = {}, isPaid = true) {
  seq += 1;
  const number = `C${seq}${Date.now().toString(36).slice(-4)}`;
  const room = await createRoom(t.app, admin.id, { title: `Check-in ${seq}`, capacity: 3, roomNumbers: [number] });
  const booking = await createBooking(t.app, {
    roomId: room.id,
    userId: guest.id,
    startDate: day(from),
    endDate: day(to),
    nights: to - from,
    ...extra,
  });
  if (isPaid) await createPayment(t.app, booking);
  return { booking, number, physicalRoomId: booking.physicalRoomId };
}

const bangladeshi = {
  fullName: 'Rahim Uddin',
  phone: '01712345678',
  address: 'House 5, Road 2, Dhanmondi, Dhaka',
  nationality: 'BD',
  idType: 'nid',
  idNumber: '1990123456789',
  adults: 2,
  children: 0,
  companions: ['Karima Begum'],
};
const foreigner = {
  fullName: 'Anna Schmidt',
  phone: '+4915112345678',
  address: 'Hauptstraße 1, Berlin',
  nationality: 'DE',
  idType: 'passport',
  idNumber: 'C01X00T47',
  adults: 1,
  children: 0,
  companions: [],
  passportNumber: 'C01X00T47',
  visaType: 'Tourist',
  visaNumber: 'VBD7788991',
  arrivingFrom: 'Kolkata',
  nextDestination: "Cox's Bazar",
  purposeOfVisit: 'Tourism',
};

const post = (url: string, payload?: object, cookie = admin.cookie) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const get = (url: string, cookie = admin.cookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const checkIn = (id: string, body: object = bangladeshi) => post(`/api/admin/bookings/${id}/check-in`, body);
const checkOut = (id: string) => post(`/api/admin/bookings/${id}/check-out`);

async function stayRow(id: string) {
  const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
  const register = await t.app.db.select().from(guestRegistrations).where(eq(guestRegistrations.bookingId, id));
  return { stayStatus: row.stayStatus, checkedInBy: row.checkedInBy, register };
}
async function expectUnchanged(id: string) {
  expect(await stayRow(id)).toEqual({ stayStatus: 'expected', checkedInBy: null, register: [] });
}
async function setHousekeeping(physicalRoomId: string, status: 'clean' | 'dirty' | 'inspected' | 'out-of-order') {
  await t.app.db.update(physicalRooms).set({ housekeepingStatus: status }).where(eq(physicalRooms.id, physicalRoomId));
}
async function housekeepingOf(physicalRoomId: string) {
  const [row] = await t.app.db
    .select({ s: physicalRooms.housekeepingStatus })
    .from(physicalRooms)
    .where(eq(physicalRooms.id, physicalRoomId));
  return row.s;
}
async function settled() {
  await t.app.backgroundTasks.settled();
}

describe('check-in refusals (each changes nothing)', () => {
  it('refuses before the check-in day with the date (409)', async () => {
    const { booking } = await stay(2, 4);
    const res = await checkIn(booking.id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CHECK_IN_TOO_EARLY', message: `Check-in opens on ${day(2)}` });
    await expectUnchanged(booking.id);
  });

  it('refuses after the check-out day', async () => {
    const { booking } = await stay(-3, -1);
    const res = await checkIn(booking.id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CANNOT_CHECK_IN', message: `This stay ended on ${day(-1)}` });
    await expectUnchanged(booking.id);
  });

  it('refuses a held, a cancelled and a no-show booking', async () => {
    const held = await stay(0, 1, { status: 'held', holdExpiresAt: new Date(Date.now() + 600_000) }, false);
    const cancelled = await stay(0, 1, { cReq: true, cStatus: 'approved' });
    const noShow = await stay(0, 1, { status: 'no_show' });
    for (const { booking } of [held, cancelled, noShow]) {
      const res = await checkIn(booking.id);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('CANNOT_CHECK_IN');
      await expectUnchanged(booking.id);
    }
  });

  it('refuses a dirty room with the room number (409 ROOM_NOT_READY)', async () => {
    const { booking, number, physicalRoomId } = await stay(0, 2);
    await setHousekeeping(physicalRoomId, 'dirty');
    const res = await checkIn(booking.id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ code: 'ROOM_NOT_READY', message: `Room ${number} is dirty: housekeeping must clean it first` });
    await expectUnchanged(booking.id);
    const view = checkInViewSchema.parse((await get(`/api/admin/bookings/${booking.id}/check-in`)).json());
    expect(view).toMatchObject({ canCheckIn: false, reason: `Room ${number} is dirty: housekeeping must clean it first` });
  });

  it('refuses a foreigner without a visa number, naming the field (400)', async () => {
    const { booking } = await stay(0, 2);
    const res = await checkIn(booking.id, { ...foreigner, visaNumber: '' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('Visa number is required for a foreign guest');
    await expectUnchanged(booking.id);
  });

  it('refuses more guests than the room sleeps, and missing companions', async () => {
    const { booking } = await stay(0, 2);
    const tooMany = await checkIn(booking.id, { ...bangladeshi, adults: 3, children: 1, companions: ['A', 'B', 'C'] });
    expect(tooMany.statusCode, tooMany.body).toBe(400);
    expect(tooMany.json().message).toMatch(/sleeps at most 3 guests/);
    const noCompanion = await checkIn(booking.id, { ...bangladeshi, companions: [] });
    expect(noCompanion.statusCode).toBe(400);
    await expectUnchanged(booking.id);
  });

  it('is admin only', async () => {
    const { booking } = await stay(0, 2);
    expect((await post(`/api/admin/bookings/${booking.id}/check-in`, bangladeshi, guest.cookie)).statusCode).toBe(403);
    await expectUnchanged(booking.id);
  });
});

describe('check-in', () => {
  it('stores a Bangladeshi guest record and checks in; the event and the audit carry no ID number', async () => {
    const { booking, number, physicalRoomId } = await stay(0, 2);
    await setHousekeeping(physicalRoomId, 'inspected');
    const before = checkInViewSchema.parse((await get(`/api/admin/bookings/${booking.id}/check-in`)).json());
    expect(before).toMatchObject({ canCheckIn: true, reason: null, register: { fullName: 'Rahim Uddin', isSaved: false } });
    const res = await checkIn(booking.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ stayStatus: 'checked-in', roomNumber: number });
    const row = await stayRow(booking.id);
    expect(row).toMatchObject({ stayStatus: 'checked-in', checkedInBy: admin.id });
    expect(row.register[0]).toMatchObject({
      idNumber: '1990123456789',
      nationality: 'BD',
      adults: 2,
      companions: ['Karima Begum'],
      createdBy: admin.id,
    });
    const again = await checkIn(booking.id);
    expect(again.statusCode).toBe(409);
    await settled();
    const events = await t.app.db.select().from(domainEvents).where(eq(domainEvents.bookingId, booking.id));
    const checkedIn = events.find((e) => e.type === 'guest-checked-in');
    expect(checkedIn?.payload).toMatchObject({ guestName: 'Rahim Uddin', roomNumber: number, checkedInBy: admin.id });
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.objectId, booking.id));
    const entry = audit.find((a) => a.action === 'stay.checked-in');
    expect(entry).toMatchObject({ actor: admin.id, after: { stayStatus: 'checked-in', guestName: 'Rahim Uddin', roomNumber: number } });
    expect(JSON.stringify([events, audit])).not.toContain('456789');
  });

  it('stores a foreigner with passport and visa; the register lists them on a day of the stay, not after check-out', async () => {
    const { booking, number } = await stay(0, 3);
    const res = await checkIn(booking.id, foreigner);
    expect(res.statusCode, res.body).toBe(200);
    const [record] = (await stayRow(booking.id)).register;
    expect(record).toMatchObject({ nationality: 'DE', passportNumber: 'C01X00T47', visaNumber: 'VBD7788991', purposeOfVisit: 'Tourism' });
    const today = foreignGuestsSchema.parse((await get('/api/admin/foreign-guests')).json());
    expect(today.date).toBe(day(0));
    expect(today.guests.find((g) => g.bookingId === booking.id)).toMatchObject({
      fullName: 'Anna Schmidt',
      passportNumber: 'C01X00T47',
      visaNumber: 'VBD7788991',
      roomNumber: number,
    });
    // Bangladeshi guests are not on it.
    expect(today.guests.every((g) => g.nationality !== 'BD')).toBe(true);
    expect(await checkOut(booking.id).then((r) => r.statusCode)).toBe(200);
    // Checked out today: in the house today, gone tomorrow (and the day before check-in never had them).
    const tomorrow = foreignGuestsSchema.parse((await get(`/api/admin/foreign-guests?date=${day(1)}`)).json());
    expect(tomorrow.guests.map((g) => g.bookingId)).not.toContain(booking.id);
    const yesterday = foreignGuestsSchema.parse((await get(`/api/admin/foreign-guests?date=${day(-1)}`)).json());
    expect(yesterday.guests.map((g) => g.bookingId)).not.toContain(booking.id);
    expect((await get('/api/admin/foreign-guests', guest.cookie)).statusCode).toBe(403);
  });
});

describe('check-out', () => {
  it('is refused while money is due, then succeeds after a desk payment; the room is dirty and the invoice queued', async () => {
    // A deposit of BDT 1,000 taken with the booking (its first payment carries the booking's tran id).
    const { booking, number, physicalRoomId } = await stay(0, 1, {}, false);
    await createPayment(t.app, booking, { amountPoisha: 100_000, gatewayMode: 'desk', method: 'cash', valId: null, takenBy: admin.id });
    expect((await checkIn(booking.id, { ...bangladeshi, adults: 1, companions: [] })).statusCode).toBe(200);
    const refused = await checkOut(booking.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ code: 'BALANCE_DUE', message: 'BDT 1,500 is still due: take the payment first' });
    expect((await stayRow(booking.id)).stayStatus).toBe('checked-in');
    expect(await housekeepingOf(physicalRoomId)).toBe('clean');
    const paid = await post(`/api/admin/bookings/${booking.id}/desk-payments`, { method: 'cash', amountBdt: 1500 });
    expect(paid.statusCode, paid.body).toBe(200);
    const res = await checkOut(booking.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ stayStatus: 'checked-out', roomNumber: number, invoiceUrl: `/api/invoice/${booking.tranId}` });
    expect((await stayRow(booking.id)).stayStatus).toBe('checked-out');
    expect(await housekeepingOf(physicalRoomId)).toBe('dirty');
    expect((await checkOut(booking.id)).json().code).toBe('NOT_CHECKED_IN');
    await settled();
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.objectId, booking.id));
    expect(audit.find((a) => a.action === 'stay.checked-out')).toMatchObject({
      actor: admin.id,
      after: { roomNumber: number, housekeeping: 'dirty' },
    });
    const mails = await t.app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.key, `stay-invoice:${booking.id}`));
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0].payload)).not.toContain('1990123456789');
  });

  it('refuses a stay not checked in', async () => {
    const { booking, physicalRoomId } = await stay(0, 1);
    expect((await checkOut(booking.id)).json().code).toBe('NOT_CHECKED_IN');
    expect(await housekeepingOf(physicalRoomId)).toBe('clean');
  });
});

describe('ID retention', () => {
  it('blanks ID, passport and visa numbers of stays checked out longer ago than the retention days', async () => {
    const old = await stay(0, 1);
    const recent = await stay(0, 1);
    for (const s of [old, recent]) {
      expect((await checkIn(s.booking.id, foreigner)).statusCode).toBe(200);
      expect((await checkOut(s.booking.id)).statusCode).toBe(200);
    }
    const days = t.app.config.guestIdRetentionDays + 1;
    await t.app.db
      .update(bookings)
      .set({ checkedOutAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(bookings.id, old.booking.id));
    expect(await purgeExpiredGuestIds(t.app, new Date())).toBeGreaterThanOrEqual(1);
    const [purged] = (await stayRow(old.booking.id)).register;
    expect(purged).toMatchObject({ idNumber: null, passportNumber: null, visaNumber: null, fullName: 'Anna Schmidt' });
    expect(purged.idPurgedAt).toBeInstanceOf(Date);
    const [kept] = (await stayRow(recent.booking.id)).register;
    expect(kept).toMatchObject({ idNumber: 'C01X00T47', passportNumber: 'C01X00T47', visaNumber: 'VBD7788991', idPurgedAt: null });
  });
});
