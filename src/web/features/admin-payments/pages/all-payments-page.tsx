import { PaymentList } from '#web/components/payments/payment-list.tsx';
import { useAllPaymentsQuery } from '../api/get-all-payments.ts';

/**
 * All payments (SPEC §2, admin): payment cards with Booking Details and Payment Details modals;
 * the invoice is addressed to the payment's guest, not to the admin.
 */
export default function AllPaymentsPage() {
  return (
    <PaymentList
      title="All Payments"
      query={useAllPaymentsQuery()}
      loadingLabel="Loading payments…"
      empty={{ title: 'No payments yet', subtitle: 'Payments appear here once guests pay for a booking.' }}
      recipientOf={(payment) => payment.guest}
    />
  );
}
