/** Drizzle access for the paged admin list of cancellation requests (issue #13). */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { CancellationPageQuery } from '#shared/schemas/admin-lists.ts';
import type { Executor } from '../../db/client.ts';
import { bookings, cancellationRequests } from '../../db/schema.ts';
import { listCancellationRequests, type CancellationViewRow } from '../cancellations/cancellations.service.ts';
import { countCapped, readPage, type PageOfRows } from '../../db/paging.ts';
import { searchCondition } from './list-filters.ts';

/** One page of requests (pending first, then newest first) matching `query`, each with booking, payment, room and guest. */
export async function findCancellationPage(db: Executor, query: CancellationPageQuery): Promise<PageOfRows<CancellationViewRow>> {
  const where = and(
    query.status ? eq(cancellationRequests.status, query.status) : undefined,
    query.q
      ? await searchCondition(db, query.q, {
          userColumn: cancellationRequests.userId,
          roomColumn: cancellationRequests.roomId,
          tranColumn: bookings.tranId,
        })
      : undefined,
  );
  const joined = () =>
    db
      .select({ id: cancellationRequests.id })
      .from(cancellationRequests)
      .innerJoin(bookings, eq(bookings.id, cancellationRequests.bookingId));
  return readPage(query, async ({ limit, offset }) => {
    const [ids, count] = await Promise.all([
      joined()
        .where(where)
        .orderBy(sql`${cancellationRequests.status} = 'resolved'`, desc(cancellationRequests.date), desc(cancellationRequests.id))
        .limit(limit)
        .offset(offset),
      countCapped(db, joined().where(where).getSQL()),
    ]);
    const rows = ids.length
      ? await listCancellationRequests(
          db,
          undefined,
          ids.map((r) => r.id),
        )
      : [];
    // Back into the page's order (pending first).
    const position = new Map(ids.map((r, i) => [r.id, i]));
    rows.sort((a, b) => position.get(a.request.id)! - position.get(b.request.id)!);
    return { rows, ...count };
  });
}
