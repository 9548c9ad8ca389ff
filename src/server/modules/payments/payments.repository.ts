/**
 * Reads of payments (docs/architecture.md#data) for the payment views. Payments are written,
 * and read for the gateway's callbacks, only by modules/checkout (its named transitions).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedPerExecutor } from '../../db/prepared.ts';
import { paymentView, selectPaymentView, type PaymentViewRow } from '../../db/booking-view.ts';
import { payments } from '../../db/schema.ts';
import { MONEY_PAYMENT_STATUSES } from '../checkout/checkout-states.ts';

/** The user's payments that took money (paid, refund pending, refunded), newest first, with the room title, in ONE query. */
// Prepared: My Payments reads it on every visit (issue 31).
const userPayments = preparedPerExecutor((db) =>
  selectPaymentView(db, paymentView)
    .where(and(eq(payments.userId, sql.placeholder('userId')), inArray(payments.status, [...MONEY_PAYMENT_STATUSES])))
    .orderBy(sql`${payments.paidAt} desc nulls last`, desc(payments.createdAt))
    .prepare('user_payments'),
);

export async function listUserPayments(db: Executor, userId: string): Promise<PaymentViewRow[]> {
  return userPayments(db).execute({ userId });
}

/** One payment by tran_id with its room title, or undefined. */
export async function findPaymentView(db: Executor, tranId: string): Promise<PaymentViewRow | undefined> {
  const [row] = await selectPaymentView(db, paymentView).where(eq(payments.tranId, tranId));
  return row;
}
