/**
 * Issue #9 "Bad input gets a 4xx and changes nothing": a NUL character in any text field, query,
 * path or gateway callback (PostgreSQL refuses NUL in text, so these ended in 500), JSON nested
 * too deep (better-auth's validators recursed into it: 500) and malformed multipart bodies
 * (busboy's errors: 500). Each now answers 4xx `{ message, code }` and leaves every row as it was.
 */
import { describe, expect, it } from 'vitest';
import { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH, NUL_MESSAGE } from '#server/plugins/input-guards.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { snapshotRows } from '#tests/helpers/db-snapshot.ts';
import { day, startBooking } from '#tests/helpers/payment-flow.ts';
import { createBooking } from '#tests/factories/bookings.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import type { TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
useAppWithUsers((s) => ({ t, admin, guest } = s));

const NUL = '\u0000';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

interface Call {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  as?: 'admin' | 'guest';
  json?: unknown;
  form?: string;
  headers?: Record<string, string>;
}

/** Sends `call` through app.inject (same origin), signed in as `call.as`; returns the answer. */
async function send(call: Call) {
  const cookie = call.as === 'admin' ? admin.cookie : call.as === 'guest' ? guest.cookie : undefined;
  const payload =
    call.form ?? (call.json === undefined ? undefined : typeof call.json === 'string' ? call.json : JSON.stringify(call.json));
  const type = call.form !== undefined ? FORM : call.json !== undefined ? { 'content-type': 'application/json' } : {};
  return t.app.inject({
    method: call.method,
    url: call.url,
    payload,
    headers: { ...type, ...(cookie ? { cookie } : {}), ...call.headers },
  });
}

/** Sends `call` and expects 4xx `code` with `message`, and not one row changed. */
async function expectRefusedUnchanged(call: Call, code: string, message: string) {
  const before = await snapshotRows(t.app);
  const response = await send(call);
  expect(response.statusCode, `${call.method} ${call.url}: ${response.body}`).toBe(400);
  expect(response.json()).toEqual({ message, code });
  expect(await snapshotRows(t.app)).toBe(before);
}

/** A room, a guest's pending payment (a real gateway session) and a paid past stay. */
async function fixtures() {
  const room = await createRoom(t.app, admin.id);
  const { tranId } = await startBooking(t, guest.cookie, room.id, day(30), day(32));
  const stay = await createBooking(t.app, { roomId: room.id, userId: guest.id, startDate: day(-5), endDate: day(-3) });
  return { roomId: room.id, tranId, bookingId: stay.id };
}

describe('a NUL character anywhere in the input', () => {
  it('is refused with 400 on 18 routes, the payment callbacks and /api/auth/* included, and changes nothing', async () => {
    const { roomId, tranId, bookingId } = await fixtures();
    const roomBody = {
      title: `Room${NUL}`,
      price: 1000,
      capacity: 2,
      category: 'singleDeluxe',
      description: 'Quiet.',
      image: '/uploads/a.webp',
      gallery: [1, 2, 3, 4, 5].map((n) => `/uploads/${n}.webp`),
      facilities: ['Wi-Fi', 'Desk'],
    };
    const calls: Call[] = [
      { method: 'POST', url: '/api/auth/sign-up/email', json: { name: `Eve${NUL}`, email: 'eve@example.com', password: 'secret123' } },
      { method: 'POST', url: '/api/auth/sign-in/email', json: { email: guest.email, password: `secret${NUL}123` } },
      { method: 'POST', url: '/api/auth/request-password-reset', json: { email: `${NUL}${guest.email}` } },
      { method: 'POST', url: '/api/auth/reset-password', json: { token: `a${NUL}b`, newPassword: 'secret456' } },
      { method: 'GET', url: '/api/auth/get-session?disableCookieCache=%00', as: 'guest' },
      { method: 'POST', url: `/api/payment/success/${tranId}`, form: `val_id=V${tranId}%00&tran_id=${tranId}` },
      { method: 'POST', url: `/api/payment/success/${tranId}%00`, form: `val_id=V${tranId}` },
      { method: 'POST', url: `/api/payment/fail/${tranId}`, form: `tran_id=${tranId}&error=%00` },
      { method: 'POST', url: `/api/payment/cancel/${tranId}%00`, form: '' },
      { method: 'POST', url: '/api/payment/ipn', form: `tran_id=${tranId}&val_id=V${tranId}%00&status=VALID` },
      { method: 'POST', url: '/api/add-bookings', as: 'guest', json: { roomId: `${roomId}${NUL}`, startDate: day(40), endDate: day(41) } },
      { method: 'POST', url: '/api/add-room', as: 'admin', json: roomBody },
      {
        method: 'PUT',
        url: `/api/edit-room/${roomId}`,
        as: 'admin',
        json: { ...roomBody, title: 'Fine', facilities: ['Wi-Fi', `De${NUL}sk`] },
      },
      {
        method: 'POST',
        url: `/api/edit-profile/${guest.id}`,
        as: 'guest',
        json: { name: 'Guest', age: 30, phoneNumber: '01712345678', address: `Road${NUL}`, bio: 'Hi' },
      },
      {
        method: 'POST',
        url: '/api/post-review',
        as: 'guest',
        json: { userId: guest.id, roomId, bookingId, comment: `Nice${NUL}`, rating: 5 },
      },
      { method: 'POST', url: '/api/rais-cancel', as: 'guest', json: { userId: guest.id, roomId, bookingId, reason: `Plans${NUL}` } },
      { method: 'GET', url: '/api/all-rooms?category=%00', as: 'guest' },
      { method: 'GET', url: `/api/room/${roomId}%00`, as: 'guest' },
      { method: 'GET', url: '/api/all-users?search=%00', as: 'admin' },
      { method: 'PUT', url: `/api/users/${encodeURIComponent(guest.email)}`, as: 'guest', json: { name: `G${NUL}`, email: guest.email } },
    ];
    for (const call of calls) await expectRefusedUnchanged(call, 'NUL_CHARACTER', NUL_MESSAGE);
  });

  it('is refused in url-encoded field names too', async () => {
    await expectRefusedUnchanged(
      { method: 'POST', url: '/api/payment/ipn', form: 'tran%00_id=HB1&val_id=V1' },
      'NUL_CHARACTER',
      NUL_MESSAGE,
    );
  });
});

describe('deeply nested JSON', () => {
  const nested = (levels: number) => `${'{"a":'.repeat(levels - 1)}{"a":1}${'}'.repeat(levels - 1)}`;

  it(`is refused with 400 beyond ${MAX_JSON_DEPTH} levels on /api/auth/* and every other route, changing nothing`, async () => {
    const deep = nested(20_000);
    for (const call of [
      { method: 'POST', url: '/api/auth/sign-in/email', json: `{"email":"${guest.email}","password":"x","extra":${deep}}` },
      { method: 'POST', url: '/api/auth/sign-up/email', json: `{"name":${deep},"email":"deep@example.com","password":"secret123"}` },
      { method: 'POST', url: '/api/add-room', as: 'admin', json: `{"title":${nested(MAX_JSON_DEPTH + 1)}}` },
      { method: 'POST', url: '/api/auth/sign-in/email', json: `${'['.repeat(50_000)}${']'.repeat(50_000)}` },
    ] as Call[]) {
      await expectRefusedUnchanged(call, 'JSON_TOO_DEEP', JSON_TOO_DEEP_MESSAGE);
    }
  });

  it(`still parses ${MAX_JSON_DEPTH} levels, and brackets inside strings do not count`, async () => {
    const withinLimit = await send({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      json: `{"email":"nobody@example.com","password":"x","extra":${nested(MAX_JSON_DEPTH - 1)}}`,
    });
    expect(withinLimit.statusCode).toBe(401);
    const brackets = await send({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      json: { email: 'nobody@example.com', password: '{['.repeat(50) },
    });
    expect(brackets.statusCode).toBe(401);
  });
});

describe('a malformed multipart body on POST /api/upload', () => {
  const boundary = 'hostile-boundary';
  const multipart = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const part = (headers: string, body: string) => `--${boundary}\r\n${headers}\r\n\r\n${body}`;
  const cases: Array<[string, string, Record<string, string>]> = [
    ['cut off before its closing boundary', part('Content-Disposition: form-data; name="image"; filename="a.png"', 'PNG...'), multipart],
    ['with a broken part header', `--${boundary}\r\nContent-Disposition form-data name image\r\n\r\nabc\r\n--${boundary}--\r\n`, multipart],
    ['with no part at all', 'just some bytes', multipart],
    ['without a boundary', part('Content-Disposition: form-data; name="image"', 'x'), { 'content-type': 'multipart/form-data' }],
    ['with a NUL in a text field', `${part('Content-Disposition: form-data; name="note"', `a${NUL}b`)}\r\n--${boundary}--\r\n`, multipart],
  ];
  for (const [name, body, headers] of cases) {
    it(`answers 4xx JSON and stores nothing when ${name}`, async () => {
      const before = await snapshotRows(t.app);
      const response = await send({ method: 'POST', url: '/api/upload?purpose=room', as: 'admin', json: undefined, form: body, headers });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(Object.keys(response.json()).sort()).toEqual(['code', 'message']);
      expect(await snapshotRows(t.app)).toBe(before);
    });
  }
});
