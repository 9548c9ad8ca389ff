/** Drizzle access for the admin's payment list (issue #3). */
import { desc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { adminPaymentView, selectPaymentView, type AdminPaymentRow } from '../../db/booking-view.ts';
import { payments } from '../../db/schema.ts';
import { MONEY_PAYMENT_STATUSES } from '../checkout/checkout-states.ts';

/** Payments that took money (paid, refund pending — visible until the gateway accepts — or refunded) with room title and guest, newest first, in ONE query. */
export async function listCompletedPayments(db: Executor): Promise<AdminPaymentRow[]> {
  return selectPaymentView(db, adminPaymentView)
    .where(inArray(payments.status, [...MONEY_PAYMENT_STATUSES]))
    .orderBy(sql`${payments.paidAt} desc nulls last`, desc(payments.createdAt));
}
