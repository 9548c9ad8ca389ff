/** The admin's payment list (docs/product/screens.md#all-payments, docs/product/api.md#admin-lists all-payments-admin; issue #3). */
import type { AdminPayment } from '#shared/schemas/payments.ts';
import type { Executor } from '../../db/client.ts';
import { listCompletedPayments } from './payments-admin.repository.ts';
import { toPaymentDto } from './payments.service.ts';

/** GET /all-payments-admin: paid and refunded payments (amounts in BDT) with their guest, newest first. */
export async function listPaymentsForAdmin(db: Executor): Promise<AdminPayment[]> {
  const rows = await listCompletedPayments(db);
  return rows.map((row) => ({
    refundedAmount: null,
    ...toPaymentDto(row),
    guest: { _id: row.guestId, name: row.guestName, email: row.guestEmail },
  }));
}
