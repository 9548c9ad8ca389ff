/**
 * Issue #9 "Write a test that walks every route with a small catalogue of hostile inputs and
 * expects no 500". The routes come from `app.routeCatalogue` (every registered route, by an
 * onRoute hook), so a new route is walked as soon as it exists. Each is called as an admin
 * (declared with a staff permission; also as a guest), anonymously (better-auth, sign-out) or as a guest, with real ids
 * in its path, then with each hostile path, query and body below. No answer may be 5xx, and
 * the money routes may not change a booking, payment, refund or cancellation row.
 */
import { beforeAll, expect, it } from 'vitest';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { snapshotRows } from '#tests/helpers/db-snapshot.ts';
import { day, startBooking } from '#tests/helpers/payment-flow.ts';
import { createBooking } from '#tests/factories/bookings.ts';
import { createPayment } from '#tests/factories/payments.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import type { TestUser } from '#tests/factories/users.ts';
import { permissionsOf, type Access } from '#server/plugins/access.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
let ids: Record<string, string>;
useAppWithUsers((s) => ({ t, admin, guest } = s));

const NUL = 'a\u0000b';
const HUGE = 'x'.repeat(100_000);
const nested = (levels: number): string => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** Field names our routes, better-auth and the gateway read, for the generic hostile bodies and queries. */
const FIELDS = [
  'title',
  'price',
  'capacity',
  'category',
  'description',
  'image',
  'gallery',
  'facilities',
  'roomId',
  'startDate',
  'endDate',
  'userId',
  'bookingId',
  'comment',
  'rating',
  'reason',
  'name',
  'email',
  'password',
  'age',
  'phoneNumber',
  'address',
  'bio',
  'photo',
  'tran_id',
  'val_id',
  'token',
  'newPassword',
  'callbackURL',
  'provider',
  'checkIn',
  'checkOut',
  'guests',
  'sort',
  'page',
  'search',
  'status',
  'id',
  'purpose',
  'store_id',
  'store_passwd',
  'total_amount',
  'refund_amount',
  'prevUrl',
];
const all = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));

interface Hostile {
  name: string;
  body?: string;
  type?: string;
  query?: string;
}

/** The catalogue: each hostile body goes to every POST/PUT/DELETE route, each query to every GET route. */
const BODIES: Hostile[] = [
  { name: 'NUL in every field', body: JSON.stringify(all(NUL)) },
  { name: 'huge strings', body: JSON.stringify({ ...all(HUGE), gallery: [HUGE, HUGE], facilities: [HUGE, HUGE] }) },
  { name: 'wrong types', body: JSON.stringify(all({ $gt: '' })) },
  { name: 'arrays where strings are expected', body: JSON.stringify(all(['a', 'b'])) },
  { name: '"0x10" everywhere', body: JSON.stringify({ ...all('0x10'), startDate: '9999-01-01', endDate: '9999-01-03' }) },
  { name: 'numbers everywhere', body: JSON.stringify(all(-1e308)) },
  { name: 'deep JSON', body: `{"name":${nested(5_000)}}` },
  { name: 'a bare JSON string', body: '"hello"' },
  { name: 'broken JSON', body: '{"title": "x",' },
  {
    name: 'bad url-encoded',
    type: 'application/x-www-form-urlencoded',
    body: `tran_id=%zz&val_id=${encodeURIComponent(NUL)}&a[b][c]=1&&=&email=%`,
  },
  { name: 'url-encoded arrays', type: 'application/x-www-form-urlencoded', body: FIELDS.map((f) => `${f}=1&${f}=2`).join('&') },
  {
    name: 'malformed multipart',
    type: 'multipart/form-data; boundary=zz',
    body: '--zz\r\nContent-Disposition: form-data; name="image"; filename="a"\r\n\r\nabc',
  },
  { name: 'multipart without boundary', type: 'multipart/form-data', body: '--zz\r\n\r\n' },
];
const QUERIES: Hostile[] = [
  { name: 'NUL in the query', query: FIELDS.map((f) => `${f}=a%00b`).join('&') },
  {
    name: 'huge query values',
    query: FIELDS.slice(0, 10)
      .map((f) => `${f}=${'y'.repeat(3000)}`)
      .join('&'),
  },
  { name: 'repeated query keys', query: FIELDS.map((f) => `${f}=1&${f}=0x10`).join('&') },
  { name: 'year 9999', query: 'checkIn=9999-01-01&checkOut=9999-01-03&page=99999999999999999999&guests=1e400' },
];
const PATH_VALUES = [NUL, 'z'.repeat(5_000), '%', '..%2F..%2Fetc%2Fpasswd'];

/** Routes whose rows are money: their refused calls may not change any row. */
const MONEY = /^\/api\/(payment\/|add-bookings|bookings\/|approve-cancelation|decline-cancelation|rais-cancel)/;
/** Wildcard values: better-auth endpoints we keep (auth-user-rules.ts), else any path. */
const AUTH_ENDPOINTS = ['sign-in/email', 'sign-up/email', 'request-password-reset', 'reset-password', 'get-session', 'callback/oidc'];

beforeAll(async () => {
  const room = await createRoom(t.app, admin.id);
  const doomed = await createRoom(t.app, admin.id, { title: 'Archived by the walk' });
  const { tranId } = await startBooking(t, guest.cookie, room.id, day(20), day(22));
  const stay = await createBooking(t.app, { roomId: room.id, userId: guest.id, startDate: day(-6), endDate: day(-4) });
  await createPayment(t.app, stay);
  ids = {
    id: room.id,
    roomId: room.id,
    bookingId: stay.id,
    tranId,
    transactionId: stay.tranId,
    userId: guest.id,
    adminId: admin.id,
    email: guest.email,
    requestId: crypto.randomUUID(),
    sessionkey: 'no-such-session',
    outcome: 'pay',
    doomed: doomed.id,
  };
});

/** `url` with each `:param` replaced by `value(name)`; `*` by `wildcard`. */
function fillPath(url: string, value: (name: string) => string, wildcard: string): string {
  return url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(value(name))).replace('*', wildcard);
}

/** Who calls `route`: staff routes as the owner and as the guest, sign-in/out routes anonymously, the rest as the guest. */
function callersOf(route: { url: string; access?: Access }): Array<string | undefined> {
  if (permissionsOf(route.access ?? 'public').length > 0) return [admin.cookie, guest.cookie];
  if (route.url.startsWith('/api/auth/') || route.url === '/api/remove-jwt') return [undefined];
  return [guest.cookie];
}

it("answers every registered route's hostile input with no 5xx, and money routes change no row", async () => {
  const routes = t.app.routeCatalogue.filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs'));
  expect(routes.length).toBeGreaterThan(50);
  const failures: string[] = [];
  let calls = 0;
  for (const route of routes)
    for (const cookie of callersOf(route)) {
      const realValue = (name: string) =>
        route.url === '/api/make-admin/:userId' ? admin.id : route.url === '/api/rooms/:id' ? ids.doomed : (ids[name] ?? 'x');
      const wildcards = route.url === '/api/auth/*' ? AUTH_ENDPOINTS : ['x'];
      const isMoney = MONEY.test(route.url);
      const before = isMoney ? await snapshotRows(t.app) : '';
      const send = async (url: string, hostile: Hostile) => {
        calls++;
        const headers: Record<string, string> = {
          ...(cookie ? { cookie } : {}),
          ...(hostile.body !== undefined ? { 'content-type': hostile.type ?? 'application/json' } : {}),
        };
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: hostile.query ? `${url}?${hostile.query}` : url,
          headers,
          payload: hostile.body,
        });
        if (response.statusCode >= 500)
          failures.push(`${route.method} ${url.slice(0, 80)} [${hostile.name}] → ${response.statusCode} ${response.body.slice(0, 120)}`);
      };
      for (const wildcard of wildcards) {
        const url = fillPath(route.url, realValue, wildcard);
        const catalogue = route.method === 'GET' ? QUERIES : BODIES;
        for (const hostile of catalogue) await send(url, hostile);
        const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
        for (const name of names) {
          for (const value of PATH_VALUES)
            await send(
              fillPath(route.url, (n) => (n === name ? value : realValue(n)), wildcard),
              { name: `path ${name}` },
            );
        }
      }
      if (isMoney && (await snapshotRows(t.app)) !== before) failures.push(`${route.method} ${route.url} changed money rows`);
    }
  expect(failures, `${failures.length} of ${calls} hostile calls failed`).toEqual([]);
  console.info(`hostile-input walk: ${routes.length} routes, ${calls} calls`);
}, 120_000);
