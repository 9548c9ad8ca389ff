/**
 * Abandoned checkouts (issue 28): holds that ran out (`expired`) or were given up (`cancelled`)
 * without any money ever paid, ended in the last `days` days, newest first, so staff can call the
 * guest. A row says whether the guest booked those dates later anyway (a paid booking of theirs
 * overlapping), so staff call only the ones worth calling. Phones are masked (a list); the
 * profile shows them whole.
 */
import { sql } from 'drizzle-orm';
import { isUndeliverableEmail, maskPhone } from '#shared/domain/desk-guest.ts';
import type { AbandonedCheckout } from '#shared/schemas/guest-profiles.ts';
import type { Executor } from '../../db/client.ts';

const rowsOf = <T>(result: unknown) => (result as { rows?: T[] }).rows ?? [];

/** At most this many rows (a week of a busy site fits easily). */
const MAX_ROWS = 500;

/** GET /admin/abandoned-checkouts?days=: the list, newest first. */
export async function listAbandonedCheckouts(db: Executor, days: number, now = new Date()): Promise<AbandonedCheckout[]> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const result = await db.execute(sql`
    select b.id, b.tran_id, b.user_id, u.name, u.email, u.phone_number, r.title, b.start_date::text as start_date,
      b.end_date::text as end_date, b.price_poisha, b.status, coalesce(b.hold_expires_at, b.booking_date) as ended_at,
      exists (select 1 from bookings later where later.user_id = b.user_id and later.id <> b.id and later.status = 'paid'
        and later.start_date < b.end_date and later.end_date > b.start_date) as booked_later
    from bookings b join "user" u on u.id = b.user_id join rooms r on r.id = b.room_id
    where b.status in ('expired', 'cancelled')
      and not exists (select 1 from payments p where p.booking_id = b.id and p.status in ('paid', 'refunded'))
      and coalesce(b.hold_expires_at, b.booking_date) >= ${since}
    order by ended_at desc, b.id
    limit ${MAX_ROWS}`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    bookingId: String(r.id),
    tranId: String(r.tran_id),
    guestId: String(r.user_id),
    guestName: String(r.name),
    guestEmail: isUndeliverableEmail(String(r.email)) ? null : String(r.email),
    guestPhone: maskPhone(r.phone_number as string | null),
    roomTitle: String(r.title),
    startDate: String(r.start_date),
    endDate: String(r.end_date),
    pricePoisha: Number(r.price_poisha),
    status: r.status === 'expired' ? 'expired' : 'cancelled',
    endedAt: new Date(r.ended_at as string | Date).toISOString(),
    isBookedLater: r.booked_later === true || r.booked_later === 't',
  }));
}
