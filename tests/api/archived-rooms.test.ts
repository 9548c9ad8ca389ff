/**
 * Archived rooms (issue 24 point 7: "Delete room" archives, and nothing could show or restore an
 * archived room): GET /api/admin/archived-rooms lists them, POST /api/rooms/:id/restore puts one
 * back on sale (audited like archiving; the public room list is fresh at once), admins only.
 */
import { describe, expect, it } from 'vitest';
import { archivedRoomPageSchema } from '#shared/schemas/archived-rooms.ts';
import { auditLogPageSchema } from '#shared/schemas/audit-log.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import type { TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;

useAppWithUsers((s) => ({ t, admin, guest } = s));

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string | null = admin.cookie) =>
  t.app.inject({ method, url, headers: { origin: t.baseUrl, ...(cookie ? { cookie } : {}) } });
const publicIds = async () => (await call('GET', '/api/all-rooms', null)).json().map((r: { _id: string }) => r._id);

describe('archived rooms', () => {
  it('lists archived rooms, most recent first, and restores one to sale with an audit entry', async () => {
    const first = await createRoom(t.app, admin.id, { title: 'First Archived', priceBdt: 3100 });
    const second = await createRoom(t.app, admin.id, { title: 'Second Archived' });
    const live = await createRoom(t.app, admin.id, { title: 'Still Live' });
    // The public list is read (and cached) before each change, so a stale cache would show.
    expect(await publicIds()).toContain(first.id);
    expect((await call('DELETE', `/api/rooms/${first.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/rooms/${second.id}`)).statusCode).toBe(200);
    expect(await publicIds()).not.toContain(first.id);

    const res = await call('GET', '/api/admin/archived-rooms?page=1');
    expect(res.statusCode, res.body).toBe(200);
    const page = archivedRoomPageSchema.parse(res.json());
    expect(page.items.map((r) => r.title)).toEqual(['Second Archived', 'First Archived']);
    expect(page).toMatchObject({ page: 1, total: 2, isTotalCapped: false });
    expect(page.items[1]).toMatchObject({ _id: first.id, price: 3100, category: 'singleDeluxe' });
    expect(page.items.map((r) => r._id)).not.toContain(live.id);

    const restored = await call('POST', `/api/rooms/${first.id}/restore`);
    expect({ status: restored.statusCode, body: restored.json() }).toEqual({ status: 200, body: { message: 'Room restored' } });
    expect(await publicIds()).toContain(first.id);
    expect((await call('GET', `/api/room/${first.id}`, guest.cookie)).statusCode).toBe(200);
    const after = archivedRoomPageSchema.parse((await call('GET', '/api/admin/archived-rooms')).json());
    expect(after.items.map((r) => r.title)).toEqual(['Second Archived']);

    const audit = auditLogPageSchema.parse((await call('GET', `/api/admin/audit-log?objectType=room&objectId=${first.id}`)).json());
    expect(audit.items.map((e) => e.action)).toEqual(['room.restored', 'room.archived']);
    expect(audit.items[0]).toMatchObject({ actor: admin.id, after: { archivedAt: null, title: 'First Archived' } });

    // Restoring again, or a live or unknown room, changes nothing: 404.
    expect((await call('POST', `/api/rooms/${first.id}/restore`)).statusCode).toBe(404);
    expect((await call('POST', `/api/rooms/${live.id}/restore`)).statusCode).toBe(404);
    expect((await call('POST', '/api/rooms/not-an-id/restore')).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const room = await createRoom(t.app, admin.id, { title: 'Guarded' });
    await call('DELETE', `/api/rooms/${room.id}`);
    expect((await call('GET', '/api/admin/archived-rooms', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/archived-rooms', guest.cookie)).statusCode).toBe(403);
    expect((await call('POST', `/api/rooms/${room.id}/restore`, null)).statusCode).toBe(401);
    expect((await call('POST', `/api/rooms/${room.id}/restore`, guest.cookie)).statusCode).toBe(403);
    expect(archivedRoomPageSchema.parse((await call('GET', '/api/admin/archived-rooms')).json()).items.map((r) => r._id)).toContain(
      room.id,
    );
  });
});
