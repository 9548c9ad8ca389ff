/**
 * The audit log of issue #13: every admin action and money movement appended (who, what,
 * before/after, when, IP), read by admins through GET /api/admin/audit-log filtered by object,
 * paged on the server in one query on an index; the table refuses UPDATE, DELETE and TRUNCATE.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLogPageSchema, type AuditEntry } from '#shared/schemas/audit-log.ts';
import { recordCheckoutEvents } from '#server/modules/checkout/checkout-events.ts';
import { GatewayError } from '#server/plugins/gateway/types.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';
import { payForStay } from '#tests/helpers/paid-stays.ts';
import { day } from '#tests/helpers/payment-flow.ts';
import { queriesOn, recordQueries } from '#tests/helpers/query-recorder.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
let nextStart = 10;
useAppWithUsers((s) => ({ t, admin, guest } = s));

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

async function entriesOf(objectType: string, objectId: string): Promise<AuditEntry[]> {
  await t.app.backgroundTasks.settled(); // money movements are logged from the outbox's checkout events
  const res = await call('GET', `/api/admin/audit-log?objectType=${objectType}&objectId=${objectId}&pageSize=100`, admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return auditLogPageSchema.parse(res.json()).items.reverse(); // oldest first, for reading
}
const brief = (e: AuditEntry) => [e.action, e.actor];

const https = (n: number) => `https://images.example.com/room-${n}.jpg`;
const roomBody = (price: number) => ({
  title: 'Audit Suite',
  price,
  capacity: 2,
  category: 'couplePremium',
  description: 'Quiet.',
  image: https(0),
  gallery: [1, 2, 3, 4, 5].map(https),
  facilities: ['Free Wi-Fi', 'Sea view'],
});

async function requestCancellation(roomId: string) {
  const start = (nextStart += 3);
  const stay = await payForStay(t, guest.cookie, roomId, day(start), day(start + 2));
  const res = await call('POST', '/api/rais-cancel', guest.cookie, {
    userId: guest.id,
    roomId,
    bookingId: stay.bookingId,
    reason: 'Plans changed',
  });
  expect(res.statusCode, res.body).toBe(200);
  const requests = (await call('GET', '/api/cancelation-reqs', admin.cookie)).json() as Array<{ _id: string; bookingId: string }>;
  return { ...stay, requestId: requests.find((r) => r.bookingId === stay.bookingId)!._id };
}

describe('admin actions', () => {
  it('records make admin with who, before/after, when and the IP, and shows the acting admin by name', async () => {
    const target = await createUser(t.app);
    expect((await call('POST', `/api/make-admin/${target.id}`, admin.cookie)).statusCode).toBe(200);
    expect((await call('POST', `/api/make-admin/${target.id}`, admin.cookie)).statusCode).toBe(200); // already admin: nothing new
    const entries = await entriesOf('user', target.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'user.made-admin',
      actor: admin.id,
      actorName: admin.name,
      objectType: 'user',
      objectId: target.id,
      before: { role: 'guest' },
      after: { role: 'admin' },
      ip: '127.0.0.1',
    });
    expect(Date.now() - Date.parse(entries[0].at)).toBeLessThan(60_000);
  });

  it('records a room added, edited (before and after) and archived', async () => {
    const added = await call('POST', '/api/add-room', admin.cookie, roomBody(3000));
    expect(added.statusCode, added.body).toBe(201);
    const roomId = (added.json() as { _id: string })._id;
    expect((await call('PUT', `/api/edit-room/${roomId}`, admin.cookie, roomBody(3500))).statusCode).toBe(200);
    expect((await call('DELETE', `/api/rooms/${roomId}`, admin.cookie)).statusCode).toBe(200);
    const entries = await entriesOf('room', roomId);
    expect(entries.map(brief)).toEqual([
      ['room.added', admin.id],
      ['room.edited', admin.id],
      ['room.archived', admin.id],
    ]);
    expect(entries[1].before).toMatchObject({ pricePoisha: 300_000 });
    expect(entries[1].after).toMatchObject({ pricePoisha: 350_000 });
  });
});

describe('money movements and cancellations', () => {
  it('records the payment, the request, the refund and the approval of a cancelled stay', async () => {
    const room = await createRoom(t.app, admin.id, { priceBdt: 2000 });
    const r = await requestCancellation(room.id);
    const res = await call('POST', `/api/approve-cancelation/${r.bookingId}/${r.tranId}/${admin.id}/${r.requestId}`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const entries = await entriesOf('booking', r.bookingId);
    expect(entries.map(brief)).toEqual([
      ['payment.confirmed', 'gateway'],
      ['cancellation.requested', guest.id],
      ['refund.requested', admin.id],
      ['cancellation.approved', admin.id],
      ['refund.accepted', 'gateway'],
    ]);
    expect(entries[0].after).toMatchObject({ paymentStatus: 'paid', tranId: r.tranId, amountPoisha: 400_000 });
    expect(entries[3]).toMatchObject({
      before: { cStatus: 'processing' },
      after: { cStatus: 'approved', refundPoisha: 400_000 },
      ip: '127.0.0.1',
    });
    expect(entries[4].after).toMatchObject({ paymentStatus: 'refunded', amountPoisha: 400_000, automatic: false });
  });

  it('dates money entries by their event, so the refund accepted reads after the approval logged in its transaction', async () => {
    const room = await createRoom(t.app, admin.id, { priceBdt: 2000 });
    const r = await requestCancellation(room.id);
    const res = await call('POST', `/api/approve-cancelation/${r.bookingId}/${r.tranId}/${admin.id}/${r.requestId}`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const entries = await entriesOf('booking', r.bookingId);
    expect(entries.map(brief).slice(-3)).toEqual([
      ['refund.requested', admin.id],
      ['cancellation.approved', admin.id],
      ['refund.accepted', 'gateway'],
    ]);
  });

  it('records a declined request, and a refund the gateway refused', async () => {
    const room = await createRoom(t.app, admin.id);
    const declined = await requestCancellation(room.id);
    expect((await call('POST', `/api/decline-cancelation/${declined.bookingId}/${declined.requestId}`, admin.cookie)).statusCode).toBe(200);
    expect((await entriesOf('booking', declined.bookingId)).map(brief).at(-1)).toEqual(['cancellation.declined', admin.id]);

    const refused = await requestCancellation(room.id);
    const refuse = vi.spyOn(t.app.gateway, 'initiateRefund').mockRejectedValueOnce(new GatewayError('Store is inactive'));
    const res = await call(
      'POST',
      `/api/approve-cancelation/${refused.bookingId}/${refused.tranId}/${admin.id}/${refused.requestId}`,
      admin.cookie,
    );
    refuse.mockRestore();
    expect(res.statusCode).toBe(502);
    const entries = await entriesOf('booking', refused.bookingId);
    expect(entries.map(brief).slice(-2)).toEqual([
      ['refund.requested', admin.id],
      ['refund.refused', 'gateway'],
    ]);
    expect(entries.at(-1)?.after).toMatchObject({ paymentStatus: 'paid', message: 'Store is inactive' });
  });

  it('keeps the order in which the checkout wrote its events, one entry each however often the outbox runs', async () => {
    const room = await createRoom(t.app, admin.id);
    const stay = await payForStay(t, guest.cookie, room.id, day(60), day(62));
    const refund = {
      tranId: stay.tranId,
      bookingId: stay.bookingId,
      refundId: randomUUID(),
      amountPoisha: 100,
      reason: 'cancellation',
    } as const;
    await t.app.db.transaction((tx) =>
      recordCheckoutEvents(tx, [
        { type: 'refund-requested', ...refund, requestedBy: admin.id },
        { type: 'refund-refused', ...refund, message: 'Store is inactive' },
      ]),
    );
    for (let i = 0; i < 3; i += 1) t.app.outbox.kick();
    const entries = await entriesOf('booking', stay.bookingId);
    expect(entries.map(brief).slice(-3)).toEqual([
      ['payment.confirmed', 'gateway'],
      ['refund.requested', admin.id],
      ['refund.refused', 'gateway'],
    ]);
  });
});

describe('reading it', () => {
  it('is for admins only, paged on the server, in one query', async () => {
    expect((await call('GET', '/api/admin/audit-log')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/audit-log', guest.cookie)).statusCode).toBe(403);
    const { result, queries } = await recordQueries(t.app, () =>
      call('GET', '/api/admin/audit-log?objectType=room&pageSize=2&page=2', admin.cookie),
    );
    expect(queriesOn(queries, 'audit_log')).toHaveLength(1);
    const page = auditLogPageSchema.parse(result.json());
    expect(page).toMatchObject({ page: 2, pageSize: 2, total: 3, isTotalCapped: false });
    expect(page.items.map((e) => e.action)).toEqual(['room.added']);
    expect((await call('GET', '/api/admin/audit-log?pageSize=101', admin.cookie)).statusCode).toBe(400);
  });

  it('answers the real total on a page past the end, so the page can go to the last one (issue 24)', async () => {
    const res = await call('GET', '/api/admin/audit-log?objectType=room&pageSize=2&page=999', admin.cookie);
    const page = auditLogPageSchema.parse(res.json());
    expect(page).toMatchObject({ page: 999, pageSize: 2, total: 3, isTotalCapped: false, items: [] });
  });

  it('filters an object on its index', async () => {
    const plan = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select * from audit_log where object_type = 'booking' and object_id = 'x' order by at desc, id desc limit 25`,
      );
    });
    expect(JSON.stringify(plan)).toContain('audit_log_object_idx');
  });
});

describe('append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    for (const statement of [sql`update audit_log set actor = 'someone'`, sql`delete from audit_log`, sql`truncate audit_log`]) {
      await expect(t.app.db.execute(statement)).rejects.toThrow();
    }
    expect((await call('GET', '/api/admin/audit-log', admin.cookie)).json()).toMatchObject({ total: expect.any(Number) });
    const [{ n }] = (
      (await t.app.db.execute(sql`select count(*)::int as n from audit_log where actor = 'someone'`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows;
    expect(n).toBe(0);
  });
});
