/**
 * Who may upload what (issue #9): room images are admins' only; a guest uploads only their own
 * profile photo (stored under their id, 512 px, 10 an hour), which no other profile may take;
 * an image with more pixels than a hotel photo needs is refused before it is decoded.
 */
import { deflateSync, crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '#server/db/schema.ts';
import { MAX_INPUT_PIXELS, waitingDecodes } from '#server/modules/uploads/image-processing.ts';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { waitUntil } from '#tests/helpers/payment-flow.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

async function upload(cookie: string, body: Buffer, query = '') {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(body)], { type: 'image/png' }), 'a.png');
  const response = await fetch(`${t.baseUrl}/api/upload${query}`, { method: 'POST', body: form, headers: { origin: t.baseUrl, cookie } });
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as { data?: { display_url: string }; code?: string },
  };
}
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7d9b84' } })
    .png()
    .toBuffer();
const sizeOf = async (url: string) => sharp(Buffer.from(await (await fetch(`${t.baseUrl}${url}`)).arrayBuffer())).metadata();
const editProfile = (u: TestUser, photo: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/edit-profile/${u.id}`,
    headers: { cookie: u.cookie },
    payload: { name: 'Nadia', age: 30, photo, phoneNumber: '01712345678', address: 'Dhaka', bio: 'Hi' },
  });

/** A tiny PNG whose header claims `width` × `height` pixels (a decompression bomb's shape). */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('room images', () => {
  it('are refused to a guest (403) and stored for an admin at up to 2000 px', async () => {
    const guest = await createUser(t.app);
    const refused = await upload(guest.cookie, await png(2400, 1200), '?purpose=room');
    expect(refused.status).toBe(403);
    const ok = await upload(admin.cookie, await png(2400, 1200));
    expect(ok.status).toBe(200);
    expect(ok.json.data!.display_url).not.toContain('/profiles/');
    expect(await sizeOf(ok.json.data!.display_url)).toMatchObject({ width: 2000, height: 1000 });
  });
});

describe('profile photos', () => {
  it("are a guest's own: stored under their id at up to 512 px, with or without ?purpose=profile", async () => {
    const guest = await createUser(t.app);
    for (const query of ['', '?purpose=profile']) {
      const { status, json } = await upload(guest.cookie, await png(1600, 1200), query);
      expect(status).toBe(200);
      expect(json.data!.display_url).toContain(`/profiles/${guest.id}/`);
      expect(await sizeOf(json.data!.display_url)).toMatchObject({ width: 512, height: 384 });
    }
  });

  it('can be used by their owner only', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const url = (await upload(owner.cookie, await png(64, 64))).json.data!.display_url;
    expect((await editProfile(other, url)).statusCode).toBe(400);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${encodeURIComponent(other.email)}`,
      headers: { cookie: other.cookie },
      payload: { photo: url },
    });
    expect(put.statusCode).toBe(400);
    expect((await editProfile(owner, url)).statusCode).toBe(200);
  });

  // Issue 24: the ownership check must see the image the browser will load, not the text sent.
  it("cannot be reached through a path a browser rewrites ('..', %2e%2e, backslashes, '//')", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const url = (await upload(owner.cookie, await png(64, 64))).json.data!.display_url;
    const key = url.slice('/uploads/'.length);
    const file = key.slice(`profiles/${owner.id}/`.length);
    const disguised = [
      `/uploads/x/../${key}`,
      `/uploads/x/%2e%2e/${key}`,
      `/uploads/x/%2E%2E/${key}`,
      `/uploads/x\\..\\${key}`,
      `/uploads/profiles/${other.id}/../${owner.id}/${file}`,
      `/uploads/profiles/${other.id}/..%2f${owner.id}/${file}`,
      `/uploads/./${key}`,
      `/uploads//${key}`,
    ];
    for (const photo of disguised) {
      const res = await editProfile(other, photo);
      expect(res.statusCode, photo).toBe(400);
      expect(res.json(), photo).toMatchObject({ code: 'INVALID_PHOTO' });
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${encodeURIComponent(other.email)}`,
        headers: { cookie: other.cookie },
        payload: { photo },
      });
      expect(put.statusCode, photo).toBe(400);
    }
    const [row] = await t.app.db.select().from(user).where(eq(user.id, other.id));
    expect(row.image).toBeNull();
    expect((await editProfile(owner, url)).statusCode).toBe(200);
  });

  it('are limited to 10 an hour per guest', async () => {
    const guest = await createUser(t.app);
    const body = await png(32, 32);
    for (let i = 0; i < 10; i++) expect((await upload(guest.cookie, body)).status).toBe(200);
    const refused = await upload(guest.cookie, body);
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await upload(admin.cookie, body)).status).toBe(200); // room uploads are not the guest's quota
  });
});

describe('decoding work', () => {
  it('refuses more pixels than a hotel photo needs, from the header alone', async () => {
    expect(MAX_INPUT_PIXELS).toBeLessThanOrEqual(50_000_000);
    const { status, json } = await upload(admin.cookie, pngClaiming(10_000, 6_000));
    expect(status).toBe(400);
    expect(json.code).toBe('IMAGE_TOO_BIG');
  });

  // Issue 24: one decode slot for everyone let eight guest accounts stall every upload.
  it("puts an admin's upload before eight guests' queued ones", async () => {
    const guests = await Promise.all(Array.from({ length: 8 }, () => createUser(t.app)));
    // 30 MP: slow to decode on purpose (no shrink-on-load for PNG), tiny to send.
    const heavy = await png(6000, 5000);
    const finished: string[] = [];
    const track = (name: string, call: ReturnType<typeof upload>) =>
      call.then((result) => {
        finished.push(name);
        return result;
      });
    const guestCalls = guests.map((g, i) => track(`guest-${i}`, upload(g.cookie, heavy)));
    // Every guest's image is decoding, waiting for the slot or (on a loaded machine, where the
    // first decode can end before the eighth upload arrives) done before the admin sends theirs.
    await waitUntil(async () => waitingDecodes() + finished.length >= 7, 60_000);
    const doneBefore = finished.length;
    // Enough guests still queued that one queue for everyone would put the admin behind them.
    expect(doneBefore).toBeLessThanOrEqual(5);
    // A profile photo too, so its work after decoding is the same as the guests'.
    const adminCall = track('admin', upload(admin.cookie, heavy, '?purpose=profile'));
    const results = await Promise.all([...guestCalls, adminCall]);
    expect(results.map((r) => r.status)).toEqual(Array(9).fill(200));
    // Only the guest image already decoding goes before it (one more of slack for the work
    // after decoding); in one queue for everyone it came last.
    expect(finished.indexOf('admin') - doneBefore).toBeLessThanOrEqual(2);
  }, 120_000);

  it("limits one account's waiting images, leaving others their turn", async () => {
    const busy = await createUser(t.app);
    const other = await createUser(t.app);
    const heavy = await png(6000, 5000);
    // One decoding and two waiting is all one account gets; the fourth is told to come back.
    const burst = await Promise.all(Array.from({ length: 4 }, () => upload(busy.cookie, heavy)));
    expect(burst.map((r) => r.status).sort()).toEqual([200, 200, 200, 503]);
    expect(burst.find((r) => r.status === 503)?.json.code).toBe('UPLOADS_BUSY');
    expect((await upload(other.cookie, heavy)).status).toBe(200);
  }, 120_000);
});
