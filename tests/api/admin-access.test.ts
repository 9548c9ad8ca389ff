/**
 * Role enforcement on every staff route (issue #3 "How it is checked", issue 29 "a table test walks
 * every route × every role"): the table is `app.staffRoutes`, every route declared with a staff
 * permission, so a new staff route is tested for every role as soon as it exists. Each needs a fixture here (real ids and a valid
 * body) so the admin's call succeeds; a route without one fails this test on purpose.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { bookings, cancellationRequests, guestNotes, payments, physicalRooms, roomBlocks, rooms, user } from '#server/db/schema.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { ROLES, type Role } from '#shared/domain/staff-roles.ts';
import { canCall } from '#server/plugins/access.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { bookingOf, day, postForm, pressOnGatewayPage, startBooking } from '#tests/helpers/payment-flow.ts';
import { createBooking, type Booking } from '#tests/factories/bookings.ts';
import { createPayment } from '#tests/factories/payments.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
let images: { image: string; gallery: string[] };

/** One signed-in user of every role (issue 29), the owner and the guest being the shared ones. */
let staff: Record<Role, TestUser>;

useAppWithUsers((s) => ({ t, admin, guest } = s));
beforeAll(async () => {
  const others = ['manager', 'front_desk', 'housekeeping', 'accountant'] as const;
  const made = await Promise.all(others.map((role) => createUser(t.app, { role, name: `Staff ${role}` })));
  staff = { admin, guest, ...Object.fromEntries(others.map((role, i) => [role, made[i]])) } as Record<Role, TestUser>;
  const put = (name: string) => t.app.storage.put(`${name}.webp`, Buffer.from(name), 'image/webp');
  images = { image: await put('access-main'), gallery: await Promise.all([1, 2, 3, 4, 5].map((n) => put(`access-${n}`))) };
});

interface Fixture {
  /** Values for the route's `:params`, by name. */
  params?: Record<string, string>;
  payload?: Record<string, unknown>;
  /** Query parameters the route requires. */
  query?: Record<string, string>;
  /** True while the refused calls have changed nothing (checked after anonymous and guest). */
  isUnchanged?: () => Promise<boolean>;
}

const roomBody = () => ({
  title: 'Access Test Room',
  price: 1800,
  capacity: 2,
  category: 'singlePremium',
  description: 'Quiet.&--&Bright.',
  ...images,
  facilities: ['Wi-Fi', 'Desk'],
});

const isLive = (roomId: string) => async () =>
  (await t.app.db.select({ at: rooms.archivedAt }).from(rooms).where(eq(rooms.id, roomId)))[0].at === null;

/** A paid stay (through the sandbox, so it can be refunded) with a pending cancellation request. */
async function pendingCancellation() {
  const room = await createRoom(t.app, admin.id);
  const { url, tranId } = await startBooking(t, guest.cookie, room.id, day(20), day(22));
  const { action, fields } = await pressOnGatewayPage(url, 'pay');
  await postForm(action, fields);
  const booking = await bookingOf(t, tranId);
  await t.app.db.update(bookings).set({ cReq: true, cStatus: 'processing' }).where(eq(bookings.id, booking.id));
  const [request] = await t.app.db
    .insert(cancellationRequests)
    .values({ bookingId: booking.id, userId: guest.id, roomId: room.id, reason: 'Plans changed' })
    .returning();
  const isPending = async () =>
    (await t.app.db.select().from(cancellationRequests).where(eq(cancellationRequests.id, request.id)))[0].status === 'pending';
  return { bookingId: booking.id, transactionId: tranId, requestId: request.id, isPending };
}

/** Issue 27: a room type with two physical rooms (`physical[0]` first by number) and a test-unique prefix. */
async function roomTypeWithRooms() {
  const p = `A${randomBytes(2).toString('hex')}`;
  const room = await createRoom(t.app, admin.id, { roomNumbers: [`${p}1`, `${p}2`] });
  const physical = (await t.app.db.select().from(physicalRooms).where(eq(physicalRooms.roomId, room.id))).sort((a, b) =>
    a.number.localeCompare(b.number),
  );
  const rowOf = async (id: string) => (await t.app.db.select().from(physicalRooms).where(eq(physicalRooms.id, id)))[0];
  return { room, p, physical, rowOf };
}

/** A desk guest made by the admin over the API (issue 27). */
async function deskGuest() {
  const phone = `0171${randomBytes(4).readUInt32BE(0).toString().padStart(7, '0').slice(0, 7)}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/guests',
    headers: { cookie: admin.cookie },
    payload: { name: 'Desk Guest', phone },
  });
  return res.json() as { id: string };
}

/** A desk booking paid with a deposit in cash, in a type of its own: its booking and payment ids. */
async function deskBookingWithDeposit() {
  const { room } = await roomTypeWithRooms();
  const guestId = (await deskGuest()).id;
  const payload = {
    guestId,
    roomId: room.id,
    startDate: day(3),
    endDate: day(4),
    guests: 1,
    source: 'walk-in',
    payment: { mode: 'deposit', method: 'cash', amountBdt: 500 },
  };
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/desk-bookings', headers: { cookie: admin.cookie }, payload });
  return res.json() as { bookingId: string; paymentId: string };
}

/** Issue 28: a stay of the guest from day `from` to `to`, paid in cash at the desk in full, in a type of its own. */
async function paidDeskStay(from: number, to: number, extra: Partial<Booking> = {}) {
  const { room } = await roomTypeWithRooms();
  const nights = to - from;
  const booking = await createBooking(t.app, {
    roomId: room.id,
    userId: guest.id,
    startDate: day(from),
    endDate: day(to),
    nights,
    ...extra,
  });
  await createPayment(t.app, booking, { method: 'cash', gatewayMode: 'desk', valId: null, takenBy: admin.id });
  const rowOf = async () => (await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0];
  return { booking, rowOf };
}

const guestRegister = {
  fullName: 'Rahim Uddin',
  phone: '01712345678',
  address: 'House 5, Road 2, Dhanmondi, Dhaka',
  nationality: 'BD',
  idType: 'nid',
  idNumber: '1990123456789',
  adults: 1,
  children: 0,
  companions: [],
};

/** Fixtures by `METHOD url` exactly as registered; HEAD routes reuse their GET fixture. */
/** Issue 29: a user with staff `role` (set in the database), and their row as it is now. */
async function staffMember(role: 'front_desk' | 'housekeeping' | 'accountant') {
  return createUser(t.app, { role });
}
const userRow = async (id: string) => (await t.app.db.select().from(user).where(eq(user.id, id)))[0];

/** Per route: builds fresh rows for one call by `actor` (the role being tried). */
const fixtures: Record<string, (actor: TestUser) => Promise<Fixture>> = {
  'POST /api/add-room': async () => ({ payload: roomBody() }),
  'PUT /api/edit-room/:id': async () => {
    const room = await createRoom(t.app, admin.id, { title: 'Before Edit' });
    const isUnchanged = async () => (await t.app.db.select().from(rooms).where(eq(rooms.id, room.id)))[0].title === 'Before Edit';
    return { params: { id: room.id }, payload: roomBody(), isUnchanged };
  },
  'DELETE /api/rooms/:id': async () => {
    const room = await createRoom(t.app, admin.id);
    return { params: { id: room.id }, isUnchanged: isLive(room.id) };
  },
  'GET /api/admin/archived-rooms': async () => ({}),
  'POST /api/rooms/:id/restore': async () => {
    const room = await createRoom(t.app, admin.id);
    await t.app.db.update(rooms).set({ archivedAt: new Date() }).where(eq(rooms.id, room.id));
    const isUnchanged = async () => !(await isLive(room.id)());
    return { params: { id: room.id }, isUnchanged };
  },
  'GET /api/all-users': async () => ({}),
  'POST /api/make-admin/:userId': async () => {
    const someone = await createUser(t.app);
    const isUnchanged = async () => (await t.app.db.select().from(user).where(eq(user.id, someone.id)))[0].role === 'guest';
    return { params: { userId: someone.id }, isUnchanged };
  },
  // Issue 29: managing staff. Each write acts on a staff member of its own, unchanged by refused calls.
  'GET /api/admin/staff': async () => ({}),
  'POST /api/admin/staff/invitations': async () => {
    const email = `invited-${randomBytes(4).toString('hex')}@hotel.test`;
    const isUnchanged = async () => (await t.app.db.select().from(user).where(eq(user.email, email))).length === 0;
    return { payload: { email, name: 'Invited Desk', role: 'front_desk' }, isUnchanged };
  },
  'PUT /api/admin/staff/:id/role': async () => {
    const member = await staffMember('front_desk');
    return {
      params: { id: member.id },
      payload: { role: 'accountant' },
      isUnchanged: async () => (await userRow(member.id)).role === 'front_desk',
    };
  },
  'POST /api/admin/staff/:id/deactivate': async () => {
    const member = await staffMember('housekeeping');
    return { params: { id: member.id }, isUnchanged: async () => (await userRow(member.id)).deactivatedAt === null };
  },
  'POST /api/admin/staff/:id/reactivate': async () => {
    const member = await staffMember('accountant');
    await t.app.db.update(user).set({ deactivatedAt: new Date() }).where(eq(user.id, member.id));
    return { params: { id: member.id }, isUnchanged: async () => (await userRow(member.id)).deactivatedAt !== null };
  },
  'GET /api/all-bookings-admin': async () => ({}),
  'GET /api/all-payments-admin': async () => ({}),
  'GET /api/all-bookings-admin/export.csv': async () => ({}),
  'GET /api/all-payments-admin/export.csv': async () => ({}),
  'GET /api/all-payments-admin/totals': async () => ({}),
  'GET /api/cancelation-reqs': async () => ({}),
  'GET /api/admin/audit-log': async () => ({}),
  // Issue 29: the audit log's CSV export and its person filter's choices.
  'GET /api/admin/audit-log/export.csv': async () => ({}),
  'GET /api/admin/audit-log/people': async () => ({}),
  'GET /api/admin/today': async () => ({}),
  'GET /api/admin/occupancy': async () => ({}),
  'GET /api/admin/reports': async () => ({ query: { from: day(0), to: day(6) } }),
  'GET /api/admin/rooms/:roomId/physical-rooms': async () => ({ params: { roomId: (await roomTypeWithRooms()).room.id } }),
  'POST /api/admin/rooms/:roomId/physical-rooms': async () => {
    const { room, p } = await roomTypeWithRooms();
    const count = async () => (await t.app.db.select().from(physicalRooms).where(eq(physicalRooms.roomId, room.id))).length;
    return { params: { roomId: room.id }, payload: { number: `${p}3` }, isUnchanged: async () => (await count()) === 2 };
  },
  'GET /api/admin/physical-rooms': async () => ({}),
  'PATCH /api/admin/physical-rooms/:id': async () => {
    const { physical, p, rowOf } = await roomTypeWithRooms();
    const isUnchanged = async () => (await rowOf(physical[0].id)).number === `${p}1`;
    return { params: { id: physical[0].id }, payload: { number: `${p}9` }, isUnchanged };
  },
  'DELETE /api/admin/physical-rooms/:id': async () => {
    const { physical, rowOf } = await roomTypeWithRooms();
    return { params: { id: physical[1].id }, isUnchanged: async () => (await rowOf(physical[1].id)).retiredAt === null };
  },
  // Issue 28: housekeeping.
  'GET /api/admin/housekeeping': async () => ({}),
  'POST /api/admin/physical-rooms/:id/housekeeping': async () => {
    const { physical, rowOf } = await roomTypeWithRooms();
    const isUnchanged = async () => (await rowOf(physical[0].id)).housekeepingStatus === 'clean';
    return { params: { id: physical[0].id }, payload: { status: 'dirty' }, isUnchanged };
  },
  'GET /api/admin/blocks': async () => ({}),
  'POST /api/admin/blocks': async () => {
    const { physical } = await roomTypeWithRooms();
    const payload = { physicalRoomId: physical[0].id, startDate: day(3), endDate: day(4), kind: 'maintenance', reason: 'Paint' };
    const isUnchanged = async () =>
      (await t.app.db.select().from(roomBlocks).where(eq(roomBlocks.physicalRoomId, physical[0].id))).length === 0;
    return { payload, isUnchanged };
  },
  'POST /api/admin/blocks/:id/end': async () => {
    const { physical } = await roomTypeWithRooms();
    const [block] = await t.app.db
      .insert(roomBlocks)
      .values({ physicalRoomId: physical[0].id, startDate: day(3), endDate: day(4), kind: 'maintenance', reason: 'x', createdBy: admin.id })
      .returning();
    const isUnchanged = async () => (await t.app.db.select().from(roomBlocks).where(eq(roomBlocks.id, block.id))).length === 1;
    return { params: { id: block.id }, isUnchanged };
  },
  'GET /api/admin/bookings/:id/move-options': async () => {
    const { room, physical } = await roomTypeWithRooms();
    const booking = await createBooking(t.app, {
      roomId: room.id,
      userId: guest.id,
      physicalRoomId: physical[0].id,
      startDate: day(3),
      endDate: day(4),
    });
    return { params: { id: booking.id } };
  },
  'POST /api/admin/bookings/:id/move': async () => {
    const { room, physical } = await roomTypeWithRooms();
    const booking = await createBooking(t.app, {
      roomId: room.id,
      userId: guest.id,
      physicalRoomId: physical[0].id,
      startDate: day(3),
      endDate: day(4),
    });
    const isUnchanged = async () =>
      (await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0].physicalRoomId === physical[0].id;
    return { params: { id: booking.id }, payload: { physicalRoomId: physical[1].id }, isUnchanged };
  },
  'GET /api/admin/guests': async () => ({ query: { q: 'Desk' } }),
  'POST /api/admin/guests': async () => {
    const phone = '01999000111';
    const isUnchanged = async () => (await t.app.db.select().from(user).where(eq(user.phoneNumber, phone))).length === 0;
    return { payload: { name: 'Walk In', phone }, isUnchanged };
  },
  // Issue 28: stay changes, cancellations by staff, check-in and check-out, the foreign guests register.
  'GET /api/admin/bookings/:id/change-stay': async () => {
    const { booking } = await paidDeskStay(5, 6);
    return { params: { id: booking.id }, query: { checkIn: day(5), checkOut: day(7) } };
  },
  'POST /api/admin/bookings/:id/change-stay': async () => {
    const { booking, rowOf } = await paidDeskStay(5, 6);
    const isUnchanged = async () => (await rowOf()).endDate === day(6);
    return { params: { id: booking.id }, payload: { checkIn: day(5), checkOut: day(7) }, isUnchanged };
  },
  'GET /api/admin/bookings/:id/staff-cancel': async () => ({ params: { id: (await paidDeskStay(5, 6)).booking.id } }),
  'POST /api/admin/bookings/:id/staff-cancel': async () => {
    const { booking, rowOf } = await paidDeskStay(5, 6);
    const isUnchanged = async () => (await rowOf()).cStatus === null;
    const payload = { reason: 'The guest phoned', outcome: 'no-refund', overrideReason: 'Agreed with the guest' };
    return { params: { id: booking.id }, payload, isUnchanged };
  },
  'GET /api/admin/bookings/:id/check-in': async () => ({ params: { id: (await paidDeskStay(0, 1)).booking.id } }),
  'POST /api/admin/bookings/:id/check-in': async () => {
    const { booking, rowOf } = await paidDeskStay(0, 1);
    const isUnchanged = async () => (await rowOf()).stayStatus === 'expected';
    return { params: { id: booking.id }, payload: guestRegister, isUnchanged };
  },
  'POST /api/admin/bookings/:id/check-out': async () => {
    const { booking, rowOf } = await paidDeskStay(0, 1, { stayStatus: 'checked-in', checkedInAt: new Date(), checkedInBy: admin.id });
    const isUnchanged = async () => (await rowOf()).stayStatus === 'checked-in';
    return { params: { id: booking.id }, isUnchanged };
  },
  'GET /api/admin/foreign-guests': async () => ({ query: { date: day(0) } }),
  // Issue 28: the ledger (cash close, guest profiles, abandoned checkouts).
  'GET /api/admin/guests/:id': async () => ({ params: { id: (await deskGuest()).id } }),
  'PUT /api/admin/guests/:id/notes': async () => {
    const guestId = (await deskGuest()).id;
    const isUnchanged = async () => (await t.app.db.select().from(guestNotes).where(eq(guestNotes.userId, guestId))).length === 0;
    return { params: { id: guestId }, payload: { notes: 'Prefers a quiet room.' }, isUnchanged };
  },
  'GET /api/admin/cash-close': async () => ({ query: { date: day(0) } }),
  'GET /api/admin/cash-close.csv': async () => ({ query: { date: day(0) } }),
  'GET /api/admin/abandoned-checkouts': async () => ({ query: { days: '7' } }),
  'GET /api/admin/desk-quote': async () => {
    const { room } = await roomTypeWithRooms();
    return { query: { roomId: room.id, checkIn: day(3), checkOut: day(4) } };
  },
  'POST /api/admin/desk-bookings': async () => {
    const { room } = await roomTypeWithRooms();
    const guestId = (await deskGuest()).id;
    const payload = {
      guestId,
      roomId: room.id,
      startDate: day(3),
      endDate: day(4),
      guests: 1,
      source: 'phone',
      payment: { mode: 'full', method: 'cash', amountBdt: 2500 },
    };
    const isUnchanged = async () => (await t.app.db.select().from(bookings).where(eq(bookings.userId, guestId))).length === 0;
    return { payload, isUnchanged };
  },
  'GET /api/admin/bookings/:id/balance': async () => ({ params: { id: (await deskBookingWithDeposit()).bookingId } }),
  'POST /api/admin/bookings/:id/desk-payments': async () => {
    const { bookingId } = await deskBookingWithDeposit();
    const isUnchanged = async () => (await t.app.db.select().from(payments).where(eq(payments.bookingId, bookingId))).length === 1;
    return { params: { id: bookingId }, payload: { method: 'cash', amountBdt: 100 }, isUnchanged };
  },
  'GET /api/admin/payments/:id/receipt': async () => ({ params: { id: (await deskBookingWithDeposit()).paymentId } }),
  // Issue 28: no-shows (a paid stay whose check-in day was yesterday).
  'GET /api/admin/bookings/:id/no-show': async () => ({ params: { id: (await deskBookingWithDeposit()).bookingId } }),
  'POST /api/admin/bookings/:id/no-show': async () => {
    const { room, physical } = await roomTypeWithRooms();
    const booking = await createBooking(t.app, {
      roomId: room.id,
      userId: guest.id,
      physicalRoomId: physical[0].id,
      startDate: day(-1),
      endDate: day(1),
    });
    const isUnchanged = async () => (await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0].status === 'paid';
    return { params: { id: booking.id }, payload: {}, isUnchanged };
  },
  // The spec's path names the approving staff member: the one who calls.
  'POST /api/approve-cancelation/:bookingId/:transactionId/:adminId/:requestId': async (actor) => {
    const { isPending, ...ids } = await pendingCancellation();
    return { params: { ...ids, adminId: actor.id }, isUnchanged: isPending };
  },
  'POST /api/decline-cancelation/:bookingId/:requestId': async () => {
    const { bookingId, requestId, isPending } = await pendingCancellation();
    return { params: { bookingId, requestId }, isUnchanged: isPending };
  },
};

/** The docs/product/api.md admin calls that exist so far, plus the archive of issue #3. */
const REQUIRED_ADMIN_ROUTES = [
  'POST /api/add-room',
  'PUT /api/edit-room/:id',
  'DELETE /api/rooms/:id',
  'GET /api/all-bookings-admin',
  'GET /api/all-users',
  'POST /api/make-admin/:userId',
  'GET /api/all-payments-admin',
];

/** Every docs/product/api.md admin call with sample ids, to catch a route that exists without the flag. */
const SPEC_ADMIN_CALLS = [
  'POST /api/add-room',
  'PUT /api/edit-room/x',
  'GET /api/all-bookings-admin',
  'GET /api/all-users',
  'POST /api/make-admin/x',
  'GET /api/all-payments-admin',
  'GET /api/cancelation-reqs',
  'POST /api/approve-cancelation/a/b/c/d',
  'POST /api/decline-cancelation/a/b',
  'DELETE /api/rooms/x',
];

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** Staff routes that only an owner may call whatever the permission (issue 29: only an owner makes an owner). */
const OWNER_ONLY = new Set(['POST /api/make-admin/:userId']);

function fillParams(url: string, params: Record<string, string> = {}): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`The fixture for ${url} has no value for :${name}`);
    return encodeURIComponent(params[name]);
  });
}

function call(method: string, url: string, cookie: string | null, payload?: Record<string, unknown>) {
  const headers = { origin: t.baseUrl, ...(cookie ? { cookie } : {}) };
  return t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
}

describe('admin routes (app.staffRoutes)', () => {
  it('include every admin call of docs/product/api.md built so far, each once', () => {
    const keys = t.app.staffRoutes.map(keyOf);
    expect(keys).toEqual(expect.arrayContaining(REQUIRED_ADMIN_ROUTES));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('leave no docs/product/api.md admin call unflagged: every one that exists is in the list', async () => {
    const patterns = t.app.staffRoutes.map((r) => ({ method: r.method, re: new RegExp(`^${r.url.replace(/:\w+/g, '[^/]+')}$`) }));
    for (const spec of SPEC_ADMIN_CALLS) {
      const [method, url] = spec.split(' ');
      const res = await call(method, url, null);
      const exists = !(res.statusCode === 404 && res.json().message === 'Not found');
      if (exists)
        expect(
          patterns.some((p) => p.method === method && p.re.test(url)),
          `${spec} is not flagged admin`,
        ).toBe(true);
    }
  });

  it('each have a fixture (add one above for a new admin route)', () => {
    const missing = t.app.staffRoutes
      .map((r) => keyOf({ ...r, method: r.method === 'HEAD' ? 'GET' : r.method }))
      .filter((key) => !fixtures[key]);
    expect(missing, 'admin routes without a fixture').toEqual([]);
  });

  it('answer as the permission table says, route × role: anonymous 401, a role without the permission 403 (changing nothing), every role with it 2xx', async () => {
    expect(t.app.staffRoutes.length).toBeGreaterThanOrEqual(REQUIRED_ADMIN_ROUTES.length);
    for (const route of t.app.staffRoutes) {
      const key = keyOf(route);
      const makeFixture = fixtures[keyOf({ ...route, method: route.method === 'HEAD' ? 'GET' : route.method })];
      const urlOf = (fixture: Fixture) =>
        fillParams(route.url, fixture.params) + (fixture.query ? `?${new URLSearchParams(fixture.query)}` : '');
      const mayCall = (role: Role) => canCall(role, route.permissions) && (!OWNER_ONLY.has(key) || role === 'admin');
      const refused = ROLES.filter((role) => !mayCall(role));
      const allowed = ROLES.filter(mayCall);
      expect(allowed, `${key}: the owner may do everything`).toContain('admin');
      const first = await makeFixture(admin);
      expect((await call(route.method, urlOf(first), null, first.payload)).statusCode, `${key} anonymous`).toBe(401);
      for (const role of refused) {
        expect((await call(route.method, urlOf(first), staff[role].cookie, first.payload)).statusCode, `${key} ${role}`).toBe(403);
      }
      if (first.isUnchanged) expect(await first.isUnchanged(), `${key}: a refused call changed something`).toBe(true);
      // Each allowed role acts on a fixture of its own, so every one of them really succeeds.
      for (const [index, role] of allowed.entries()) {
        const fixture = index === 0 ? first : await makeFixture(staff[role]);
        const res = await call(route.method, urlOf(fixture), staff[role].cookie, fixture.payload);
        expect(res.statusCode, `${key} ${role}: ${res.body}`).toBeGreaterThanOrEqual(200);
        expect(res.statusCode, `${key} ${role}: ${res.body}`).toBeLessThan(300);
      }
    }
    // Up to seven calls and six fixtures per route (issue 29), and the table grows with each issue
    // (61 routes at issue 27): a loaded 2-core machine needs minutes (fresh-clone CI, 2026-11-26).
  }, 600_000);
});
