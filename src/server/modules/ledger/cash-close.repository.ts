/**
 * The cash close's rows (issue 28): desk payments taken and desk refunds handed back within one
 * hotel day `[from, to)`, and the gateway's sums of the same day. Amounts are integer poisha.
 */
import { sql } from 'drizzle-orm';
import type { PaymentMethod } from '#shared/schemas/inventory.ts';
import type { Executor } from '../../db/client.ts';

export interface CashRow {
  id: string;
  kind: 'taken' | 'given-back';
  at: Date;
  tranId: string;
  bookingId: string;
  guestName: string;
  method: PaymentMethod;
  reference: string | null;
  amountPoisha: number;
  staffId: string | null;
  staffName: string | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows?: T[] }).rows ?? [];

/** A refund that went back (a gateway refund still asked, or refused, is not money moved). */
const settledRefund = sql`r.status not in ('requesting', 'failed', 'refused')`;

/** Desk payments (paid, or refunded since) paid in `[from, to)` and desk refunds made in it, oldest first. */
export async function findCashRows(db: Executor, from: Date, to: Date): Promise<CashRow[]> {
  const result = await db.execute(sql`
    select * from (
      select p.id, 'taken' as kind, p.paid_at as at, b.tran_id, b.id as booking_id, g.name as guest_name,
        p.method, p.reference, p.amount_poisha as amount, p.taken_by as staff_id, s.name as staff_name
      from payments p join bookings b on b.id = p.booking_id join "user" g on g.id = b.user_id
        left join "user" s on s.id = p.taken_by
      where p.method <> 'gateway' and p.status in ('paid', 'refunded') and p.paid_at >= ${from} and p.paid_at < ${to}
      union all
      select r.id, 'given-back' as kind, r.created_at as at, b.tran_id, b.id as booking_id, g.name as guest_name,
        r.method, r.reason as reference, r.amount_poisha as amount, r.requested_by as staff_id, s.name as staff_name
      from refunds r join payments p on p.id = r.payment_id join bookings b on b.id = p.booking_id
        join "user" g on g.id = b.user_id left join "user" s on s.id = r.requested_by
      where r.method <> 'gateway' and ${settledRefund} and r.created_at >= ${from} and r.created_at < ${to}
    ) e order by e.at, e.id`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    id: String(r.id),
    kind: r.kind === 'taken' ? 'taken' : 'given-back',
    at: new Date(r.at as string | Date),
    tranId: String(r.tran_id),
    bookingId: String(r.booking_id),
    guestName: String(r.guest_name),
    method: r.method as PaymentMethod,
    reference: (r.reference as string | null) ?? null,
    amountPoisha: Number(r.amount),
    staffId: (r.staff_id as string | null) ?? null,
    staffName: (r.staff_name as string | null) ?? null,
  }));
}

/** The gateway's money of `[from, to)`: paid (and how many payments) and refunded. */
export async function sumGatewayMoney(db: Executor, from: Date, to: Date) {
  const result = await db.execute(sql`
    select
      (select coalesce(sum(amount_poisha), 0) from payments where method = 'gateway'
        and status in ('paid', 'refunded') and paid_at >= ${from} and paid_at < ${to}) as taken,
      (select count(*) from payments where method = 'gateway'
        and status in ('paid', 'refunded') and paid_at >= ${from} and paid_at < ${to}) as n,
      (select coalesce(sum(r.amount_poisha), 0) from refunds r where r.method = 'gateway'
        and ${settledRefund} and r.created_at >= ${from} and r.created_at < ${to}) as given_back`);
  const [r] = rowsOf<Record<string, unknown>>(result);
  return { takenPoisha: Number(r.taken), givenBackPoisha: Number(r.given_back), count: Number(r.n) };
}
