/** Drizzle access for the paged admin payment list, its totals and its CSV export (issue #13). */
import { and, asc, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { PaymentListQuery } from '#shared/schemas/admin-lists.ts';
import type { Executor } from '../../db/client.ts';
import { adminPaymentView, selectPaymentView, type AdminPaymentRow } from '../../db/booking-view.ts';
import { countCapped, readPage, type PageOfRows } from '../../db/paging.ts';
import { bookings, payments } from '../../db/schema.ts';
import { searchCondition, startOfHotelDay, startOfNextHotelDay } from './list-filters.ts';

/** Payments taken one way (issue 27), or by any desk method (`desk`: not the gateway). */
const methodCondition = (method: NonNullable<PaymentListQuery['method']>): SQL =>
  method === 'desk' ? ne(payments.method, 'gateway') : eq(payments.method, method);

/** The WHERE of a payment filter (over payments ⋈ bookings): completed payments, then search, status, method and paid days. */
async function paymentFilter(db: Executor, query: PaymentListQuery, timeZone: string): Promise<SQL | undefined> {
  return and(
    query.status ? eq(payments.status, query.status) : inArray(payments.status, ['paid', 'refunded']),
    query.q
      ? await searchCondition(db, query.q, { userColumn: payments.userId, roomColumn: bookings.roomId, tranColumn: payments.tranId })
      : undefined,
    query.method ? methodCondition(query.method) : undefined,
    query.paidFrom ? gte(payments.paidAt, startOfHotelDay(query.paidFrom, timeZone)) : undefined,
    query.paidTo ? lt(payments.paidAt, startOfNextHotelDay(query.paidTo, timeZone)) : undefined,
  );
}

function paymentOrder(query: PaymentListQuery): SQL[] {
  const isAsc = query.dir === 'asc';
  if (query.sort === 'amount')
    return [isAsc ? asc(payments.amountPoisha) : desc(payments.amountPoisha), isAsc ? asc(payments.id) : desc(payments.id)];
  // Paid and refunded payments always have paid_at, so plain order walks payments_paid_at_idx.
  return isAsc ? [asc(payments.paidAt), asc(payments.id)] : [desc(payments.paidAt), desc(payments.id)];
}

/** One page of payments matching `query`, with room and guest, and the (capped) total. */
export async function findPaymentPage(db: Executor, query: PaymentListQuery, timeZone: string): Promise<PageOfRows<AdminPaymentRow>> {
  const where = await paymentFilter(db, query, timeZone);
  return readPage(query, async ({ limit, offset }) => {
    const [rows, count] = await Promise.all([
      selectPaymentView(db, adminPaymentView)
        .where(where)
        .orderBy(...paymentOrder(query))
        .limit(limit)
        .offset(offset),
      countCapped(
        db,
        db
          .select({ one: sql`1` })
          .from(payments)
          .innerJoin(bookings, eq(bookings.id, payments.bookingId))
          .where(where)
          .getSQL(),
      ),
    ]);
    return { rows, ...count };
  });
}

/**
 * What went back of a payment (poisha): all of a refunded one (rows refunded before issue 28 may
 * not count it in refunded_poisha), else its parts (issue 28: partial refunds).
 */
const refundedOf = sql`case when ${payments.status} = 'refunded' then ${payments.amountPoisha} else ${payments.refundedPoisha} end`;

/** Sums of the whole filter in poisha: taken (paid + later refunded), refunded (parts too), and how many. */
export async function sumPayments(db: Executor, query: PaymentListQuery, timeZone: string) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      paidPoisha: sql<string>`coalesce(sum(${payments.amountPoisha}), 0)::bigint`,
      refundedPoisha: sql<string>`coalesce(sum(${refundedOf}), 0)::bigint`,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(await paymentFilter(db, query, timeZone));
  return { count: Number(row.count), paidPoisha: Number(row.paidPoisha), refundedPoisha: Number(row.refundedPoisha) };
}

/** An exported payment: the list's row and, once refunded, what went back (poisha; null otherwise). */
type ExportPaymentRow = AdminPaymentRow & { refundedPoisha: number | null };

/**
 * What a payment gave back, as the totals count it: all of a refunded one, the parts of a paid
 * one (issue 28), null when nothing went back.
 */
const refundedPoisha = sql<
  string | null
>`case when ${payments.status} = 'refunded' or ${payments.refundedPoisha} > 0 then ${refundedOf} end`;

/** Every payment matching `query`, newest created first, in keyset batches (never all in memory). */
export async function* streamPayments(
  db: Executor,
  query: PaymentListQuery,
  timeZone: string,
  batchSize = 500,
): AsyncGenerator<ExportPaymentRow> {
  const where = await paymentFilter(db, query, timeZone);
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after
      ? sql`(${payments.createdAt}, ${payments.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : undefined;
    const rows: Array<AdminPaymentRow & { cursorAt: string; refundedPoisha: string | null }> = await selectPaymentView(db, {
      ...adminPaymentView,
      refundedPoisha,
      cursorAt: sql<string>`${payments.createdAt}::text`,
    })
      .where(and(where, cursor))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(batchSize);
    for (const { cursorAt: _, ...row } of rows)
      yield { ...row, refundedPoisha: row.refundedPoisha === null ? null : Number(row.refundedPoisha) };
    if (rows.length < batchSize) return;
    const last: { cursorAt: string; id: string } = { cursorAt: rows[rows.length - 1].cursorAt, id: rows[rows.length - 1].payment.id };
    after = { at: last.cursorAt, id: last.id };
  }
}
