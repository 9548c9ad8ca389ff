/**
 * More than one instance (issue #14, docs/architecture.md#scaling-out): two app instances on one PostgreSQL, with
 * Redis and an S3-compatible server, behind a reverse proxy on loopback (helpers/topology.ts).
 * A whole guest journey goes through the proxy; an image uploaded through one instance is read
 * through the other; a hold taken on one is refused on the other; the sign-in limit counts
 * failures from both. Needs a PostgreSQL server (DATABASE_URL): PGlite is one process only.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '#server/db/schema.ts';
import { RATE_LIMITED_MESSAGE } from '#server/plugins/security.ts';
import { day, readHiddenForm } from '#tests/helpers/payment-flow.ts';
import { startTopology, type Topology } from '#tests/helpers/topology.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser } from '#tests/factories/users.ts';

const serverUrl = process.env.DATABASE_URL;
let topo: Topology;

beforeAll(async () => {
  if (serverUrl) topo = await startTopology(serverUrl);
}, 180_000);
afterAll(async () => {
  await topo?.close();
});

/** A browser-like call: same-origin header for state changes, the session cookie when given. */
function call(base: string, path: string, options: { method?: string; cookie?: string; json?: unknown; body?: BodyInit } = {}) {
  const headers: Record<string, string> = { origin: topo.proxyUrl };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${base}${path}`, {
    method: options.method ?? 'GET',
    headers,
    redirect: 'manual',
    body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
  });
}

/** Signs up through `base`; returns the session cookie and user id. */
async function signUp(base: string, email: string, password = 'secret123') {
  const res = await call(base, '/api/auth/sign-up/email', { method: 'POST', json: { name: 'Topology Guest', email, password } });
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, id: ((await res.json()) as { user: { id: string } }).user.id };
}

async function uploadImage(base: string, cookie: string, colour: string): Promise<string> {
  const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'room.png');
  const res = await call(base, '/api/upload', { method: 'POST', cookie, body: form });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { display_url: string } }).data.display_url;
}

describe.runIf(serverUrl)('two instances behind a reverse proxy', () => {
  it('serves readiness on both instances, with the database, Redis and the bucket checked', async () => {
    for (const { url } of topo.instances) {
      const res = await fetch(`${url}/readyz`);
      expect(await res.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok', storage: 'ok' } });
    }
  });

  it('reads an image uploaded through one instance through the other', async () => {
    const [a, b] = topo.instances;
    const admin = await createUser(a.app, { role: 'admin' });
    const imageUrl = await uploadImage(a.url, admin.cookie, '#2f7d78');
    const key = b.app.storage.keyOf(imageUrl);
    expect(key).not.toBeNull();
    expect(await b.app.storage.has(key!)).toBe(true);
    // Instance B accepts it as a room picture because it finds it in the shared bucket.
    const gallery = await Promise.all([1, 2, 3, 4, 5].map((n) => uploadImage(a.url, admin.cookie, `#3${n}4a68`)));
    const created = await call(b.url, '/api/add-room', {
      method: 'POST',
      cookie: admin.cookie,
      json: {
        title: 'Shared Bucket Room',
        price: 3000,
        capacity: 2,
        category: 'couplePremium',
        description: 'Seen from both.',
        image: imageUrl,
        gallery,
        facilities: ['Wi-Fi', 'Tea'],
      },
    });
    expect(created.status).toBe(201);
    const image = await fetch(imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('takes a guest from sign-up to a paid booking through the proxy, across both instances', async () => {
    const before = [...topo.served];
    const admin = await createUser(topo.instances[1].app, { role: 'admin' });
    const room = await createRoom(topo.instances[1].app, admin.id, { title: 'Proxy Journey Room' });
    const guest = await signUp(topo.proxyUrl, 'journey@example.com');

    const list = await call(topo.proxyUrl, '/api/all-rooms');
    expect(list.status).toBe(200);
    expect(JSON.stringify(await list.json())).toContain('Proxy Journey Room');
    expect((await call(topo.proxyUrl, `/api/room/${room.id}`, { cookie: guest.cookie })).status).toBe(200);

    const booked = await call(topo.proxyUrl, '/api/add-bookings', {
      method: 'POST',
      cookie: guest.cookie,
      json: { roomId: room.id, startDate: day(40), endDate: day(42) },
    });
    expect(booked.status).toBe(200);
    const { url: publicPageUrl, tranId } = (await booked.json()) as { url: string; tranId: string };
    // The built-in sandbox names its page at PUBLIC_URL but keeps sessions in instance 0's
    // memory: go there directly, as a browser would reach the one SSLCommerz in production.
    const pageUrl = publicPageUrl.replace(topo.proxyUrl, topo.instances[0].url);
    expect((await fetch(pageUrl)).status).toBe(200);
    const pressed = await fetch(`${pageUrl}/pay`, { method: 'POST', body: new URLSearchParams() });
    const { action, fields } = readHiddenForm(await pressed.text());
    // The gateway sends the browser back to the public address: the proxy.
    expect(action.startsWith(`${topo.proxyUrl}/api/payment/success/`)).toBe(true);
    const back = await fetch(action, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toMatch(/^\/payment-success\//);

    const mine = await call(topo.proxyUrl, `/api/my-bookings/${guest.id}`, { cookie: guest.cookie });
    expect(mine.status).toBe(200);
    expect(JSON.stringify(await mine.json())).toContain(tranId);
    const [payment] = await topo.instances[0].app.db.select({ status: payments.status }).from(payments).where(eq(payments.tranId, tranId));
    expect(payment.status).toBe('paid');
    // Both instances answered part of the journey.
    expect(topo.served.every((count, i) => count > before[i])).toBe(true);
  });

  it('refuses on one instance the dates held on the other', async () => {
    const [a, b] = topo.instances;
    const admin = await createUser(a.app, { role: 'admin' });
    const room = await createRoom(a.app, admin.id);
    const first = await createUser(a.app);
    const second = await createUser(b.app);
    const held = await call(a.url, '/api/add-bookings', {
      method: 'POST',
      cookie: first.cookie,
      json: { roomId: room.id, startDate: day(50), endDate: day(53) },
    });
    expect(held.status).toBe(200);
    const refused = await call(b.url, '/api/add-bookings', {
      method: 'POST',
      cookie: second.cookie,
      json: { roomId: room.id, startDate: day(52), endDate: day(54) },
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: 'Sorry! Selected dates are not available' });
  });

  it('shares the sign-in limit: attempts on both instances add up (issue #9: 5 free tries per account + IP, then delays)', async () => {
    const [a, b] = topo.instances;
    const email = 'limited@example.com';
    await createUser(a.app, { email, password: 'right-password-1' });
    const attempt = (base: string, password: string) =>
      call(base, '/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await attempt(i % 2 ? b.url : a.url, `wrong-${i}`)).status);
    expect(statuses.every((s) => s === 401)).toBe(true);
    // Three tries on one instance and two on the other: alone, neither would slow down yet.
    // Together they used the 5 free tries, so of the next two (one per instance, at once) one waits.
    const next = await Promise.all([attempt(a.url, 'wrong-5'), attempt(b.url, 'wrong-6')]);
    expect(next.map((r) => r.status).sort()).toEqual([401, 429]);
    const waited = next.find((r) => r.status === 429)!;
    expect(((await waited.json()) as { message: string }).message).toBe(RATE_LIMITED_MESSAGE);
  });
});
