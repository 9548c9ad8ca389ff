/**
 * The checkout's events as the outbox stores them (decision 024), for tests that check which
 * events a transition wrote: note the last id, act, then read what came after, in order.
 */
import { asc, gt, sql } from 'drizzle-orm';
import type { App } from '#server/app.ts';
import { domainEvents } from '#server/db/schema.ts';
import { toCheckoutEvent, type CheckoutEvent } from '#server/modules/checkout/checkout-events.ts';

/** The id of the newest stored event (0 when none). */
export async function lastEventId(app: App): Promise<number> {
  const [row] = await app.db.select({ id: sql<number>`coalesce(max(${domainEvents.id}), 0)::int` }).from(domainEvents);
  return Number(row.id);
}

/** The checkout events stored after id `afterId`, oldest first. */
export async function checkoutEventsAfter(app: App, afterId: number): Promise<CheckoutEvent[]> {
  const rows = await app.db.select().from(domainEvents).where(gt(domainEvents.id, afterId)).orderBy(asc(domainEvents.id));
  return rows.flatMap((row) => toCheckoutEvent({ ...row, payload: row.payload as Record<string, unknown> }) ?? []);
}
