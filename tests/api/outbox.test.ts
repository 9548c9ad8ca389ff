/**
 * The transactional outbox's delivery (decision 024, db/outbox.ts): each consumer gets every
 * committed event once, in the order of the writing transactions, with its writes and its
 * cursor committed together; a consumer that throws moves nothing and gets the same events
 * again. On PostgreSQL also: an event of a transaction still running holds back later ones
 * (the outbox gap), and two instances delivering at once never hand one event over twice.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database, Executor } from '#server/db/client.ts';
import { deliverAllEvents, deliverNextEvents, hasWaitingEvents, type OutboxConsumer, type StoredEvent } from '#server/db/outbox.ts';
import { auditLog, outboxCursors } from '#server/db/schema.ts';
import { recordCheckoutEvents } from '#server/modules/checkout/checkout-events.ts';
import { buildTestApp, createScratchDatabase, useTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';

const serverUrl = process.env.DATABASE_URL;
let t: TestApp;
useTestApp((app) => (t = app));

/** Writes one transaction's hold-expired events (one per tran id given) on `db`. */
const writeEvents = (db: Executor, ...tranIds: string[]) =>
  recordCheckoutEvents(
    db,
    tranIds.map((tranId) => ({ type: 'hold-expired' as const, tranId, bookingId: randomUUID() })),
  );

/**
 * Delivers to `consumer` until nothing committed waits for it: on PostgreSQL the gap rule is
 * server-wide, so another file's CREATE DATABASE may hold events back for a moment.
 */
async function deliverCommitted(db: Database, consumer: OutboxConsumer): Promise<number> {
  let delivered = 0;
  for (;;) {
    delivered += await deliverAllEvents(db, consumer);
    if (!(await hasWaitingEvents(db, consumer.name))) return delivered;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * deliverNextEvents until it delivers or throws: on a shared PostgreSQL server another session's
 * transaction (another database's tests, CI 2026-11-26) may hold the events back a moment under
 * the gap rule, and a single call then resolves 0 without asking the consumer.
 */
async function deliverNextWhenDue(db: Database, consumer: OutboxConsumer): Promise<number> {
  for (;;) {
    const delivered = await deliverNextEvents(db, consumer);
    if (delivered > 0 || !(await hasWaitingEvents(db, consumer.name))) return delivered;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A consumer that notes the tran ids it handled (kept only once its transaction committed). */
function recorder(name = `test-${randomUUID()}`) {
  const handled: string[] = [];
  const consumer: OutboxConsumer = {
    name,
    handle: async () => {},
    afterCommit: (events: StoredEvent[]) => handled.push(...events.map((e) => String(e.payload.tranId))),
  };
  return { consumer, handled };
}

describe('delivery', () => {
  it('hands over committed events in the order of their transactions, once, however often it runs', async () => {
    const { consumer, handled } = recorder();
    await deliverCommitted(t.app.db, consumer); // whatever the app wrote before
    handled.length = 0;
    await t.app.db.transaction((tx) => writeEvents(tx, 'A1', 'A2'));
    await t.app.db.transaction((tx) => writeEvents(tx, 'B1'));
    await t.app.db
      .transaction(async (tx) => {
        await writeEvents(tx, 'rolled back');
        tx.rollback();
      })
      .catch(() => undefined);
    await t.app.db.transaction((tx) => writeEvents(tx, 'C1'));
    expect(await deliverCommitted(t.app.db, consumer)).toBe(4);
    expect(handled).toEqual(['A1', 'A2', 'B1', 'C1']);
    expect(await deliverCommitted(t.app.db, consumer)).toBe(0);
    expect(handled).toHaveLength(4);
  });

  it('moves nothing when the consumer throws: its writes roll back and the same events come again', async () => {
    const name = `test-${randomUUID()}`;
    await deliverCommitted(t.app.db, recorder(name).consumer);
    await t.app.db.transaction((tx) => writeEvents(tx, 'D1', 'D2'));
    const objectId = randomUUID();
    let isBroken = true;
    const written: OutboxConsumer = {
      name,
      handle: async (tx, event) => {
        await tx
          .insert(auditLog)
          .values({ actor: 'system', action: 'hold.expired', objectType: 'booking', objectId, after: event.payload });
        if (isBroken && event.payload.tranId === 'D2') throw new Error('consumer bug');
      },
    };
    await expect(deliverNextWhenDue(t.app.db, written)).rejects.toThrow('consumer bug');
    expect(await t.app.db.select().from(auditLog).where(eq(auditLog.objectId, objectId))).toEqual([]);
    isBroken = false;
    expect(await deliverCommitted(t.app.db, written)).toBe(2);
    const rows = await t.app.db.select().from(auditLog).where(eq(auditLog.objectId, objectId));
    expect(rows.map((r) => (r.after as { tranId: string }).tranId).sort()).toEqual(['D1', 'D2']);
  });
});

describe('delivery runs (issue 31: statements per hold)', () => {
  /** deliverAllEvents until it delivers; resolves how many it delivered and in how many transactions. */
  async function deliverCounting(consumer: OutboxConsumer): Promise<{ delivered: number; transactions: number }> {
    const db = t.app.db;
    for (;;) {
      // Counted on a handle of its own: the app's background work may open transactions meanwhile.
      let transactions = 0;
      const counting = new Proxy(db, {
        get: (target, key) =>
          key === 'transaction'
            ? (...args: Parameters<Database['transaction']>) => {
                transactions += 1;
                return target.transaction(...args);
              }
            : Reflect.get(target, key, target),
      });
      const delivered = await deliverAllEvents(counting, consumer);
      if (delivered > 0) return { delivered, transactions };
      await new Promise((resolve) => setTimeout(resolve, 50)); // held back by another session (PostgreSQL's gap rule)
    }
  }

  it('takes a short batch in one transaction and asks again only after a full one', async () => {
    const { consumer, handled } = recorder();
    await deliverCommitted(t.app.db, consumer);
    handled.length = 0;
    await t.app.db.transaction((tx) => writeEvents(tx, 'E1'));
    expect(await deliverCounting(consumer)).toEqual({ delivered: 1, transactions: 1 });
    const many = Array.from({ length: 101 }, (_, i) => `F${i}`);
    await t.app.db.transaction((tx) => writeEvents(tx, ...many));
    // A full batch of 100, then the short one of 1.
    expect(await deliverCounting(consumer)).toEqual({ delivered: 101, transactions: 2 });
    expect(handled).toEqual(['E1', ...many]);
  });

  it("asks once whether any of a run's consumers has events waiting", async () => {
    const caughtUp = recorder();
    const behind = recorder();
    await deliverCommitted(t.app.db, caughtUp.consumer);
    await deliverCommitted(t.app.db, behind.consumer);
    await t.app.db.transaction((tx) => writeEvents(tx, 'G1'));
    await deliverCommitted(t.app.db, caughtUp.consumer);
    expect(await hasWaitingEvents(t.app.db, [caughtUp.consumer.name])).toBe(false);
    expect(await hasWaitingEvents(t.app.db, [caughtUp.consumer.name, behind.consumer.name])).toBe(true);
    // A consumer without a cursor yet has every event waiting.
    expect(await hasWaitingEvents(t.app.db, [caughtUp.consumer.name, `test-${randomUUID()}`])).toBe(true);
    expect(await hasWaitingEvents(t.app.db, [])).toBe(false);
  });
});

describe.runIf(serverUrl)('on PostgreSQL, with other sessions', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('holds back events behind a transaction still running, so a lower id committing late is never skipped', async () => {
    const { consumer, handled } = recorder();
    await deliverCommitted(t.app.db, consumer);
    handled.length = 0;
    const other = new pg.Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    cleanups.push(() => other.end());
    // The slow transaction takes its xid and its event's id first, and commits last.
    await other.query('begin');
    await other.query(`insert into domain_events (type, payload) values ('hold-expired', '{"type":"hold-expired","tranId":"SLOW"}')`);
    await t.app.db.transaction((tx) => writeEvents(tx, 'FAST'));
    expect(await deliverAllEvents(t.app.db, consumer)).toBe(0);
    expect(await hasWaitingEvents(t.app.db, consumer.name)).toBe(true);
    await other.query('commit');
    expect(await deliverCommitted(t.app.db, consumer)).toBe(2);
    expect(handled).toEqual(['SLOW', 'FAST']);
  });

  it('two instances delivering at once hand each event to a consumer exactly once', { timeout: 120_000 }, async () => {
    const scratch = await createScratchDatabase(serverUrl!);
    cleanups.push(scratch.drop);
    const apps = [await buildTestApp({ databaseUrl: scratch.url }), await buildTestApp({ databaseUrl: scratch.url })];
    cleanups.push(async () => {
      for (const app of apps) await app.close();
    });
    const name = `test-${randomUUID()}`;
    const objectId = randomUUID();
    const consumer: OutboxConsumer = {
      name,
      handle: async (tx, event) => {
        await tx
          .insert(auditLog)
          .values({ actor: 'system', action: 'hold.expired', objectType: 'outbox-test', objectId, after: { eventId: event.id } });
      },
    };
    const deliveries: Array<Promise<number>> = [];
    const writes: Array<Promise<void>> = [];
    for (let i = 0; i < 40; i += 1) {
      const { app } = apps[i % 2];
      writes.push(app.db.transaction((tx) => writeEvents(tx, `W${i}a`, `W${i}b`)));
      deliveries.push(deliverAllEvents(app.db, consumer));
    }
    await Promise.all(writes);
    const counts = await Promise.all(deliveries);
    const rest = await Promise.all(apps.map(({ app }) => deliverCommitted(app.db, consumer)));
    const rows = await apps[0].app.db.select({ after: auditLog.after }).from(auditLog).where(eq(auditLog.objectId, objectId));
    const ids = rows.map((r) => (r.after as { eventId: number }).eventId);
    expect(ids).toHaveLength(80);
    expect(new Set(ids).size).toBe(80);
    expect([...counts, ...rest].reduce((a, b) => a + b, 0)).toBe(80);
    const [cursor] = await apps[0].app.db
      .select()
      .from(outboxCursors)
      .where(sql`${outboxCursors.consumer} = ${name}`);
    expect(ids).toContain(cursor.lastId);
  });
});
