/**
 * Bookings taken by staff (issue 27): guests found or created at the desk (and claimed at
 * sign-up), a stay quoted and booked by the server's price with money taken at the desk or a
 * payment link paid through the sandbox gateway, more money toward the balance, the receipt,
 * the audit entries and receipt e-mails, and a desk payment that the gateway cannot refund.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { account, auditLog, bookings, emailOutbox, payments, user } from '#server/db/schema.ts';
import { DESK_PAID_NOT_REFUNDABLE } from '#server/modules/cancellations/approve-cancellation.ts';
import { deliverDueEmails } from '#server/modules/emails/email-sender.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { readOutbox } from '#tests/helpers/outbox.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createBooking } from '#tests/factories/bookings.ts';
import { cookieHeaderFrom, type TestUser } from '#tests/factories/users.ts';
import { day, postForm, pressOnGatewayPage, waitUntil } from '#tests/helpers/payment-flow.ts';
import { readPdfText } from '#tests/helpers/pdf-text.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
let roomId: string;
let roomNumbers: string[];
let nextStart = 5;
useAppWithUsers((s) => ({ t, admin, guest } = s), { guestName: 'Online Guest' });

beforeAll(async () => {
  const suffix = Date.now().toString(36).slice(-4);
  roomNumbers = [`D1${suffix}`, `D2${suffix}`];
  roomId = (await createRoom(t.app, admin.id, { title: 'Desk Deluxe', priceBdt: 3000, capacity: 2, roomNumbers })).id;
});

const call = (method: 'GET' | 'POST', url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) => call(method, url, admin.cookie, payload);

/** Two fresh nights nobody else in this file uses. */
function nextStay(nights = 2) {
  const start = (nextStart += nights + 1);
  return { startDate: day(start), endDate: day(start + nights) };
}

let phoneSeq = 0;
/** A new desk guest (11-digit phone, `email` if given). */
async function newGuest(name = 'Rahim Uddin', email?: string) {
  phoneSeq += 1;
  const phone = `0171${String(Date.now()).slice(-5)}${String(phoneSeq).padStart(2, '0')}`;
  const res = await asAdmin('POST', '/api/admin/guests', { name, phone, ...(email ? { email } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return { ...(res.json() as { id: string; name: string; email: string | null; phone: string }), phone };
}

let signUpIp = 0;
/** An e-mail sign-up from its own address (the per-IP limits never get in the way). */
const signUpAs = (name: string, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: t.app.config.publicUrl },
    remoteAddress: `10.27.1.${++signUpIp}`,
    payload: { name, email, password },
  });

/** The password link mailed to `email` (the sign-up sent it), followed: sets `password`, signs in; returns the session cookie. */
async function claimByEmail(email: string, password: string): Promise<string> {
  const outbox = t.config.identity.mail.outboxDir;
  const linkIn = (file: string) => {
    const text = readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
    return text.includes(email) ? /\/reset-password\?token=3D([A-Za-z0-9_-]+)|\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text) : null;
  };
  let match: RegExpExecArray | null = null;
  await waitUntil(async () => {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
    match = files.map(linkIn).find(Boolean) ?? null;
    return match !== null;
  });
  const token = match![1] ?? match![2];
  const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: password } });
  expect(reset.statusCode, reset.body).toBe(200);
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: t.app.config.publicUrl },
    remoteAddress: `10.27.2.${++signUpIp}`,
    payload: { email, password },
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  return cookieHeaderFrom(signIn.headers['set-cookie']);
}

function deskBooking(guestId: string, payment: object, extra: object = {}) {
  return asAdmin('POST', '/api/admin/desk-bookings', { guestId, roomId, ...nextStay(), guests: 2, source: 'walk-in', payment, ...extra });
}

async function settled() {
  await t.app.backgroundTasks.settled();
}

describe('guests for the desk', () => {
  it('creates a guest with name and phone only: no account row, a placeholder e-mail never shown', async () => {
    const g = await newGuest('Karim Mia');
    expect(g.email).toBeNull();
    const [row] = await t.app.db.select().from(user).where(eq(user.id, g.id));
    expect(row.email).toBe(`guest-${g.id}@desk.invalid`);
    expect(row.phoneNumber).toBe(g.phone);
    expect(await t.app.db.select().from(account).where(eq(account.userId, g.id))).toHaveLength(0);
  });

  it('finds guests by phone digits, e-mail or name, with the phone masked', async () => {
    const g = await newGuest('Shirin Akter', `shirin-${Date.now()}@example.com`);
    for (const q of [g.phone.slice(-6), 'shirin akt', g.email!.slice(0, 12)]) {
      const res = await asAdmin('GET', `/api/admin/guests?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      const found = (res.json() as Array<{ id: string; phone: string }>).find((x) => x.id === g.id);
      expect(found, q).toMatchObject({ name: 'Shirin Akter', email: g.email, phone: `•••${g.phone.slice(-3)}`, hasAccount: false });
    }
  });

  it('refuses an e-mail already used, naming the guest who has it; changes nothing', async () => {
    const before = await t.app.db.select().from(user);
    const res = await asAdmin('POST', '/api/admin/guests', {
      name: 'Someone Else',
      phone: '01700000000',
      email: guest.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'GUEST_EXISTS' });
    expect(res.json().message).toContain('Online Guest');
    expect(await t.app.db.select().from(user)).toHaveLength(before.length);
  });

  it('validates name and phone, and is for admins only', async () => {
    expect((await asAdmin('POST', '/api/admin/guests', { name: 'No Phone' })).statusCode).toBe(400);
    expect((await asAdmin('POST', '/api/admin/guests', { name: 'Bad Phone', phone: '123' })).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/guests', guest.cookie, { name: 'X', phone: '01700000000' })).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/guests?q=ab', guest.cookie)).statusCode).toBe(403);
  });

  it('a sign-up with a desk guest’s e-mail sends a password link; following it claims the guest and keeps their bookings', async () => {
    const email = `claim-${Date.now()}@example.com`;
    const g = await newGuest('Claimed Guest', email);
    const booked = await deskBooking(g.id, { mode: 'full', method: 'cash', amountBdt: 6000 });
    expect(booked.statusCode, booked.body).toBe(200);
    // Typing the address proves nothing: the sign-up takes no account and opens no session.
    const signUp = await signUpAs('Intruder', email, 'intruder1');
    expect(signUp.statusCode, signUp.body).toBe(409);
    expect(signUp.json()).toMatchObject({ code: 'CLAIM_BY_EMAIL', message: expect.stringContaining('sent you a link') });
    expect(signUp.headers['set-cookie'] ?? []).not.toContainEqual(expect.stringContaining('session_token='));
    expect(await t.app.db.select().from(account).where(eq(account.userId, g.id))).toHaveLength(0);
    // The mailbox's owner follows the link and sets a password: the guest is claimed with the bookings.
    const cookie = await claimByEmail(email, 'secret123');
    const mine = await call('GET', `/api/my-bookings/${g.id}`, cookie);
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.json() as Array<{ _id: string }>).map((b) => b._id)).toContain(booked.json().bookingId);
    // Claimed once: a second sign-up with that e-mail is refused as for any account.
    expect((await signUpAs('Intruder', email, 'another123')).statusCode).toBe(422);
  });

  it('never claims a placeholder address', async () => {
    const g = await newGuest('No Mail');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: t.app.config.publicUrl },
      remoteAddress: '10.27.0.4',
      payload: { name: 'No Mail', email: `guest-${g.id}@desk.invalid`, password: 'secret123' },
    });
    expect(res.statusCode).not.toBe(200);
    expect(await t.app.db.select().from(account).where(eq(account.userId, g.id))).toHaveLength(0);
  });
});

describe('the quote', () => {
  it('prices the stay on the server and lists the free rooms, lowest number first', async () => {
    const stay = nextStay(3);
    const res = await asAdmin('GET', `/api/admin/desk-quote?roomId=${roomId}&checkIn=${stay.startDate}&checkOut=${stay.endDate}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      nights: 3,
      pricePerNight: 3000,
      total: 9000,
      capacity: 2,
      freeRooms: roomNumbers.map((number) => ({ id: expect.any(String), number })),
    });
  });

  it('refuses dates the online flow refuses', async () => {
    const res = await asAdmin('GET', `/api/admin/desk-quote?roomId=${roomId}&checkIn=${day(-2)}&checkOut=${day(1)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_DATES');
  });
});

describe('a desk booking paid at the desk', () => {
  it('books in full: paid booking, desk payment, source and clerk, audit entries and a receipt e-mail', async () => {
    const g = await newGuest('Full Payer', `full-${Date.now()}@example.com`);
    const res = await deskBooking(g.id, { mode: 'full', method: 'bkash', amountBdt: 6000, reference: 'BK123XYZ' }, { source: 'phone' });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json();
    expect(reply).toMatchObject({ status: 'paid', total: 6000, paid: 6000, balanceDue: 0, payLink: null, roomNumber: roomNumbers[0] });
    expect(reply.tranId).toMatch(/^DK/);
    const [b] = await t.app.db.select().from(bookings).where(eq(bookings.id, reply.bookingId));
    expect(b).toMatchObject({
      status: 'paid',
      source: 'phone',
      createdBy: admin.id,
      pricePoisha: 600_000,
      userId: g.id,
      holdExpiresAt: null,
    });
    const [p] = await t.app.db.select().from(payments).where(eq(payments.bookingId, reply.bookingId));
    expect(p).toMatchObject({
      id: reply.paymentId,
      status: 'paid',
      method: 'bkash',
      reference: 'BK123XYZ',
      takenBy: admin.id,
      amountPoisha: 600_000,
    });
    expect(p.paidAt).not.toBeNull();

    await settled();
    const entries = await t.app.db.select().from(auditLog).where(eq(auditLog.objectId, reply.bookingId));
    expect(entries.map((e) => [e.action, e.actor]).sort()).toEqual([
      ['booking.desk-made', admin.id],
      ['payment.desk-taken', admin.id],
    ]);
    await deliverDueEmails(t.app);
    const [mail] = readOutbox(t.config.identity.mail.outboxDir).filter((m) => (m.headers['message-id'] ?? '').includes(reply.paymentId));
    expect(mail.headers.to).toBe(g.email);
    expect(mail.headers.subject).toBe('Payment received: Desk Deluxe');
    expect(mail.text).toContain('bKash');
    expect(mail.text).toContain('BK123XYZ');
    expect(mail.attachments[0]).toMatchObject({ filename: `receipt-${reply.tranId}.pdf` });
  });

  it('takes a deposit, then the balance; refuses more than is owed; the receipt prints the method and balance', async () => {
    const g = await newGuest('Deposit Payer');
    const res = await deskBooking(g.id, { mode: 'deposit', method: 'cash', amountBdt: 1000 }, { source: 'ota', sourceName: 'Booking.com' });
    expect(res.statusCode, res.body).toBe(200);
    const { bookingId, paymentId } = res.json();
    expect(res.json()).toMatchObject({ total: 6000, paid: 1000, balanceDue: 5000 });
    const detailsBefore = await asAdmin('GET', `/api/booking-details/${bookingId}`);
    expect(detailsBefore.json()[0].balance).toEqual({ total: 6000, paid: 1000, balanceDue: 5000 });
    const [b] = await t.app.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(b).toMatchObject({ source: 'ota', sourceName: 'Booking.com' });

    const receipt = await asAdmin('GET', `/api/admin/payments/${paymentId}/receipt`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    const text = await readPdfText(receipt.rawPayload);
    expect(text).toContain('Cash at the front desk');
    expect(text).toContain('Balance due');
    expect(text).not.toContain('desk.invalid');

    const tooMuch = await asAdmin('POST', `/api/admin/bookings/${bookingId}/desk-payments`, { method: 'cash', amountBdt: 5000.5 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().code).toBe('WRONG_AMOUNT');
    const noRef = await asAdmin('POST', `/api/admin/bookings/${bookingId}/desk-payments`, { method: 'nagad', amountBdt: 100 });
    expect(noRef.statusCode).toBe(400);
    const rest = await asAdmin('POST', `/api/admin/bookings/${bookingId}/desk-payments`, { method: 'card', amountBdt: 5000 });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ total: 6000, paid: 6000, balanceDue: 0 });
    const balance = await asAdmin('GET', `/api/admin/bookings/${bookingId}/balance`);
    expect(balance.json()).toEqual({ total: 6000, paid: 6000, balanceDue: 0 });
    const details = await asAdmin('GET', `/api/booking-details/${bookingId}`);
    expect(details.json()[0].balance).toEqual({ total: 6000, paid: 6000, balanceDue: 0 });
    const nothingOwed = await asAdmin('POST', `/api/admin/bookings/${bookingId}/desk-payments`, { method: 'cash', amountBdt: 1 });
    expect(nothingOwed.statusCode).toBe(409);
    expect(nothingOwed.json().code).toBe('NOT_PAYABLE');
    expect(await t.app.db.select().from(payments).where(eq(payments.bookingId, bookingId))).toHaveLength(2);

    // No real e-mail: no receipt is queued for the placeholder address.
    await settled();
    const queued = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'desk-receipt'));
    expect(queued.some((row) => row.toAddress.endsWith('.invalid'))).toBe(false);
  });

  it('refuses wrong amounts, a missing reference, an OTA without its name, too many guests; nothing is written', async () => {
    const g = await newGuest('Wrong Amounts');
    const count = async () => (await t.app.db.select().from(bookings).where(eq(bookings.userId, g.id))).length;
    const cases: Array<[object, object, string]> = [
      [{ mode: 'full', method: 'cash', amountBdt: 5999 }, {}, 'WRONG_AMOUNT'],
      [{ mode: 'deposit', method: 'cash', amountBdt: 6000 }, {}, 'WRONG_AMOUNT'],
      [{ mode: 'full', method: 'bkash', amountBdt: 6000 }, {}, 'VALIDATION'],
      [{ mode: 'full', method: 'cash', amountBdt: 6000 }, { source: 'ota' }, 'VALIDATION'],
      [{ mode: 'full', method: 'cash', amountBdt: 6000 }, { guests: 3 }, 'VALIDATION'],
      [{ mode: 'full', method: 'cash', amountBdt: 6000 }, { source: 'website' }, 'VALIDATION'],
    ];
    for (const [payment, extra, code] of cases) {
      const res = await deskBooking(g.id, payment, extra);
      expect(res.statusCode, JSON.stringify([payment, extra])).toBe(400);
      expect(res.json().code).toBe(code);
    }
    expect(await count()).toBe(0);
  });

  it('uses the room asked for when free, refuses it (409) when taken, and refuses when the type is full', async () => {
    const stay = nextStay();
    const quote = await asAdmin('GET', `/api/admin/desk-quote?roomId=${roomId}&checkIn=${stay.startDate}&checkOut=${stay.endDate}`);
    const [first, second] = quote.json().freeRooms as Array<{ id: string; number: string }>;
    const book = (guestId: string, physicalRoomId?: string) =>
      asAdmin('POST', '/api/admin/desk-bookings', {
        guestId,
        roomId,
        ...(physicalRoomId ? { physicalRoomId } : {}),
        ...stay,
        guests: 1,
        source: 'walk-in',
        payment: { mode: 'full', method: 'cash', amountBdt: 6000 },
      });
    const a = await newGuest('Room Two');
    const two = await book(a.id, second.id);
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json().roomNumber).toBe(second.number);
    const b = await newGuest('Room Two Again');
    const taken = await book(b.id, second.id);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('DATES_UNAVAILABLE');
    const c = await newGuest('Any Room');
    expect((await book(c.id)).json().roomNumber).toBe(first.number);
    const full = await book(c.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('DATES_UNAVAILABLE');
  });
});

describe('a desk booking paid through a link', () => {
  it('holds the room with the desk hold, and the link opens the sandbox gateway; paying confirms the booking', async () => {
    const g = await newGuest('Link Payer', `link-${Date.now()}@example.com`);
    const res = await deskBooking(g.id, { mode: 'link' }, { source: 'whatsapp' });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json();
    expect(reply).toMatchObject({ status: 'held', paid: 0, balanceDue: 6000, paymentId: null });
    const minutes = (Date.parse(reply.holdExpiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(t.app.config.deskLinkHoldMinutes - 2);
    expect(reply.payLink).toMatch(new RegExp(`^${t.app.config.publicUrl}/pay/${reply.tranId}\\.[A-Za-z0-9_-]{32}$`));
    const [b] = await t.app.db.select().from(bookings).where(eq(bookings.id, reply.bookingId));
    expect(b).toMatchObject({ status: 'held', source: 'whatsapp', createdBy: admin.id });

    const path = new URL(reply.payLink).pathname;
    // A forged signature leads nowhere.
    const forged = await t.app.inject({ method: 'GET', url: `${path.slice(0, -4)}AAAA`, headers: { accept: 'application/json' } });
    expect(forged.statusCode).toBe(404);

    const open = await fetch(`${t.baseUrl}${path}`, { redirect: 'manual' });
    expect(open.status).toBe(303);
    const gatewayPage = open.headers.get('location')!;
    expect(gatewayPage).toContain('/sandbox-gateway/pay/');
    // Opening it again leads to the same gateway page (one session per tran_id).
    expect((await fetch(`${t.baseUrl}${path}`, { redirect: 'manual' })).headers.get('location')).toBe(gatewayPage);

    const { action, fields } = await pressOnGatewayPage(gatewayPage, 'pay');
    const back = await postForm(action, fields);
    expect(back.headers.get('location')).toMatch(/^\/payment-success\//);
    const [paid] = await t.app.db.select().from(bookings).where(eq(bookings.id, reply.bookingId));
    expect(paid.status).toBe('paid');
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.tranId, reply.tranId));
    expect(payment).toMatchObject({ status: 'paid', method: 'gateway' });

    const after = await t.app.inject({ method: 'GET', url: path });
    expect(after.statusCode).toBe(409);
    expect(after.headers['content-type']).toMatch(/^text\/html/);
    expect(after.body).toContain('already paid');
    await settled();
    const entries = await t.app.db.select().from(auditLog).where(eq(auditLog.objectId, reply.bookingId));
    expect(entries.map((e) => e.action).sort()).toEqual(['booking.desk-made', 'payment.confirmed']);
  });

  it('says so when the hold has ended', async () => {
    const g = await newGuest('Late Link');
    const res = await deskBooking(g.id, { mode: 'link' });
    const { bookingId, payLink } = res.json();
    await t.app.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, bookingId));
    const ended = await t.app.inject({ method: 'GET', url: new URL(payLink).pathname, headers: { accept: 'application/json' } });
    expect(ended.statusCode).toBe(410);
    expect(ended.json()).toMatchObject({ code: 'HOLD_ENDED' });
  });
});

describe('cancelling a desk-paid booking', () => {
  it('refuses the gateway refund cleanly (409) and changes nothing', async () => {
    const email = `cancel-${Date.now()}@example.com`;
    const g = await newGuest('Cancel Me', email);
    const booked = await deskBooking(g.id, { mode: 'full', method: 'cash', amountBdt: 6000 });
    const { bookingId, tranId } = booked.json();
    // The guest claims the account and asks to cancel, like any guest.
    expect((await signUpAs('Cancel Me', email, 'secret123')).statusCode).toBe(409);
    const cookie = await claimByEmail(email, 'secret123');
    const raised = await call('POST', '/api/rais-cancel', cookie, { userId: g.id, roomId, bookingId, reason: 'Plans changed' });
    expect(raised.statusCode, raised.body).toBe(200);
    const requests = await asAdmin('GET', '/api/cancelation-reqs');
    const request = (requests.json() as Array<{ _id: string; bookingId: string }>).find((r) => r.bookingId === bookingId);
    expect(request).toBeDefined();
    const approve = await asAdmin('POST', `/api/approve-cancelation/${bookingId}/${tranId}/${admin.id}/${request!._id}`);
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toEqual({ code: 'NOT_REFUNDABLE', message: DESK_PAID_NOT_REFUNDABLE });
    const [b] = await t.app.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(b).toMatchObject({ status: 'paid', cStatus: 'processing' });
    const [p] = await t.app.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId)));
    expect(p).toMatchObject({ status: 'paid', refundClaimedAt: null });
  });

  it('an unguarded requestRefund of a desk payment is not-refundable and writes nothing', async () => {
    const { requestRefund } = await import('#server/modules/checkout/checkout.service.ts');
    const g = await newGuest('Direct Refund');
    const booked = await deskBooking(g.id, { mode: 'full', method: 'cash', amountBdt: 6000 });
    const outcome = await requestRefund(t.app, {
      paymentId: booked.json().paymentId,
      reason: 'cancellation',
      requestedBy: admin.id,
      remarks: 'x',
    });
    expect(outcome).toEqual({ outcome: 'not-refundable' });
    const [p] = await t.app.db.select().from(payments).where(eq(payments.id, booked.json().paymentId));
    expect(p.refundClaimedAt).toBeNull();
  });
});

describe('races', () => {
  it('two clerks booking the last room at once: one wins, the other gets 409', async () => {
    const room = await createRoom(t.app, admin.id, { title: 'Single Room', priceBdt: 1000, roomNumbers: [`S${Date.now().toString(36)}`] });
    const stay = nextStay();
    const [a, b] = [await newGuest('Race A'), await newGuest('Race B')];
    const results = await Promise.all(
      [a, b].map((g) =>
        asAdmin('POST', '/api/admin/desk-bookings', {
          guestId: g.id,
          roomId: room.id,
          ...stay,
          guests: 1,
          source: 'walk-in',
          payment: { mode: 'full', method: 'cash', amountBdt: 2000 },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('a lapsed online hold does not block the desk', async () => {
    const stay = nextStay();
    await createBooking(t.app, {
      roomId,
      userId: guest.id,
      ...stay,
      status: 'held',
      holdExpiresAt: new Date(Date.now() - 60_000),
    });
    const g = await newGuest('After Lapse');
    const res = await asAdmin('POST', '/api/admin/desk-bookings', {
      guestId: g.id,
      roomId,
      ...stay,
      guests: 1,
      source: 'walk-in',
      payment: { mode: 'full', method: 'cash', amountBdt: 6000 },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
