import type { User } from '#shared/schemas/users.ts';
import { PaymentList } from '../../components/payment-list.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAuth } from '#web/lib/auth.tsx';
import { useMyPaymentsQuery } from '../api/get-my-payments.ts';

/** My payments (docs/product/screens.md#my-payments): payment cards with Booking Details and Payment Details modals. */
export default function MyPaymentsPage() {
  const { user } = useAuth();
  if (!user) return <Spinner />;
  return <MyPayments user={user} />;
}

function MyPayments({ user }: { user: User }) {
  return (
    <PaymentList
      title="My Payments"
      query={useMyPaymentsQuery(user._id)}
      loadingLabel="Loading your payments…"
      empty={{ title: 'No payments yet', subtitle: 'Payments appear here once you book and pay for a room.' }}
      recipientOf={() => user}
    />
  );
}
