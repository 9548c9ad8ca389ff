/**
 * The transactional outbox (decision 024), on PostgreSQL and PGlite alike: a change appends
 * its events to `domain_events` inside its own transaction, and each named consumer (audit,
 * e-mails, cancellations, metrics) later handles the committed ones exactly once, in order, in
 * a transaction of its own that also moves its cursor (`outbox_cursors`).
 *
 * The classic outbox gap — a lower id committing after a higher one has been read — is closed by
 * reading only events whose transaction is older than every transaction still running
 * (`xid < pg_snapshot_xmin(pg_current_snapshot())`), in (xid, id) order: a transaction that has
 * not written yet gets a newer xid than any already read.
 */
import { and, asc, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from './client.ts';
import { domainEvents, outboxCursors } from './schema.ts';

/** One event to append: its type, the booking it is about (if any), and its JSON payload. */
export interface EventToAppend {
  type: string;
  bookingId: string | null;
  payload: Record<string, unknown>;
}

/** A committed event as consumers read it; `createdAt` is when its change wrote it. */
export type StoredEvent = Omit<typeof domainEvents.$inferSelect, 'payload' | 'xid'> & { payload: Record<string, unknown> };

/** A named reader of the outbox. `handle` writes in the delivery's transaction; `afterCommit` runs once it committed. */
export interface OutboxConsumer {
  name: string;
  handle(tx: Executor, event: StoredEvent): Promise<void>;
  afterCommit?(events: StoredEvent[]): void;
}

/**
 * Appends `events` in the caller's transaction `tx` (never after its commit: that is the point),
 * in one statement. Their times are the clock's now, 1 µs apart in the given order, so events
 * of one transaction never share a time (the audit log orders by it).
 */
export async function appendEvents(tx: Executor, events: EventToAppend[]): Promise<void> {
  if (events.length === 0) return;
  await tx
    .insert(domainEvents)
    .values(events.map((event, i) => ({ ...event, createdAt: sql`clock_timestamp() + ${i} * interval '1 microsecond'` })));
}

/** The stored time of event `eventId`, at the database's full (microsecond) precision, for a row written from it. */
export function eventTimeSql(eventId: number): SQL<Date> {
  return sql<Date>`(select ${domainEvents.createdAt} from ${domainEvents} where ${domainEvents.id} = ${eventId})`;
}

/** Most events one delivery transaction takes. */
const BATCH = 100;

/** Locks `consumer`'s cursor row (created at zero the first time) until the transaction ends. */
async function lockCursor(tx: Executor, consumer: string) {
  const select = () =>
    tx
      .select({ lastXid: outboxCursors.lastXid, lastId: outboxCursors.lastId })
      .from(outboxCursors)
      .where(sql`${outboxCursors.consumer} = ${consumer}`)
      .for('update');
  const [cursor] = await select();
  if (cursor) return cursor;
  await tx.insert(outboxCursors).values({ consumer }).onConflictDoNothing();
  const [created] = await select();
  return created;
}

/**
 * Hands `consumer` the next committed events after its cursor (at most BATCH) in one
 * transaction with the cursor's move, so its writes and "handled" commit together. Returns how
 * many it handled (0: none waiting). Throws what the consumer throws (then nothing moved).
 */
export async function deliverNextEvents(db: Database, consumer: OutboxConsumer): Promise<number> {
  const delivered = await db.transaction(async (tx) => {
    const cursor = await lockCursor(tx, consumer.name);
    const rows = await tx
      .select({
        id: domainEvents.id,
        xid: sql<string>`${domainEvents.xid}::text`,
        type: domainEvents.type,
        bookingId: domainEvents.bookingId,
        payload: domainEvents.payload,
        createdAt: domainEvents.createdAt,
      })
      .from(domainEvents)
      .where(
        and(
          sql`${domainEvents.xid} < pg_snapshot_xmin(pg_current_snapshot())`,
          sql`(${domainEvents.xid}, ${domainEvents.id}) > (${cursor.lastXid}::xid8, ${cursor.lastId}::bigint)`,
        ),
      )
      .orderBy(asc(domainEvents.xid), asc(domainEvents.id))
      .limit(BATCH);
    if (rows.length === 0) return [];
    const events = rows.map(({ xid: _xid, ...event }) => ({ ...event, payload: event.payload as Record<string, unknown> }));
    for (const event of events) await consumer.handle(tx, event);
    const last = rows[rows.length - 1];
    await tx
      .update(outboxCursors)
      .set({ lastXid: last.xid, lastId: last.id, updatedAt: sql`now()` })
      .where(sql`${outboxCursors.consumer} = ${consumer.name}`);
    return events;
  });
  if (delivered.length > 0) consumer.afterCommit?.(delivered);
  return delivered.length;
}

/**
 * Delivers to `consumer` until a batch comes back short of BATCH (everything readable then was
 * taken); returns how many events it handled. Asking again after a short batch cost one more
 * transaction per consumer and run (4 statements, a fifth of a hold's outbox work, issue 31); what
 * commits meanwhile is seen by the dispatcher's hasWaitingEvents and by the kick its writer sends.
 */
export async function deliverAllEvents(db: Database, consumer: OutboxConsumer): Promise<number> {
  let total = 0;
  for (let n = BATCH; n === BATCH; total += n) n = await deliverNextEvents(db, consumer);
  return total;
}

/**
 * Whether committed events after the cursor of any of `consumers` are still waiting, readable now
 * or held back by a transaction still running (the xmin rule). On PostgreSQL that rule is
 * server-wide: any transaction of any database of the server holds them back until it ends, e.g.
 * a CREATE DATABASE. The dispatcher tries again soon while this is true. One statement for all
 * the consumers of a run (issue 31: it was one per consumer, 5 of a lone hold's 30 outbox
 * statements); each consumer's question is its own index probe on (xid, id).
 */
export async function hasWaitingEvents(db: Executor, consumers: string | readonly string[]): Promise<boolean> {
  const names = typeof consumers === 'string' ? [consumers] : consumers;
  if (names.length === 0) return false;
  const result = await db.execute<{ waiting: boolean }>(sql`select coalesce(bool_or(w.waiting), false) as waiting
    from (values ${sql.join(
      names.map((name) => sql`(${name}::text)`),
      sql`, `,
    )}) as n(consumer)
    left join ${outboxCursors} c on c.consumer = n.consumer
    cross join lateral (select exists (
      select 1 from ${domainEvents} e
      where (e.xid, e.id) > (coalesce(c.last_xid, '0'::xid8), coalesce(c.last_id, 0))
    ) as waiting) w`);
  return (result as unknown as { rows: Array<{ waiting: boolean }> }).rows[0]?.waiting === true;
}
