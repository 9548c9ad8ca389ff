import { useCallback, useState } from 'react';
import type { Payment } from '#shared/schemas/payments.ts';
import { DashboardList } from '#web/components/ui/dashboard-list.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { BookingDetails } from '#web/features/bookings/public/booking-details.tsx';
import { PaymentCard } from './payment-card.tsx';
import { DownloadInvoiceButton, PaymentInvoice, type InvoiceRecipient } from './payment-invoice.tsx';

interface PaymentListProps<T extends Payment> {
  title: string;
  query: { data?: T[]; isPending: boolean; isError: boolean };
  loadingLabel: string;
  empty: { title: string; subtitle: string };
  /** Who the invoice is addressed to: the signed-in guest, or the payment's guest for admins. */
  recipientOf: (payment: T) => InvoiceRecipient;
}

/**
 * My Payments and All Payments (docs/product/screens.md#all-payments): payment cards with the Booking Details and
 * Payment Details (invoice with Download) modals.
 */
export function PaymentList<T extends Payment>({ title, query, loadingLabel, empty, recipientOf }: PaymentListProps<T>) {
  const [open, setOpen] = useState<{ kind: 'booking' | 'payment'; payment: T } | null>(null);
  const close = useCallback(() => setOpen(null), []);
  return (
    <DashboardList
      title={title}
      query={query}
      loadingLabel={loadingLabel}
      empty={empty}
      listClassName="grid gap-5 md:grid-cols-2"
      renderItem={(payment) => (
        <PaymentCard
          key={payment._id}
          payment={payment}
          onBookingDetails={() => setOpen({ kind: 'booking', payment })}
          onPaymentDetails={() => setOpen({ kind: 'payment', payment })}
        />
      )}
    >
      <Modal
        open={open !== null}
        onClose={close}
        title={open?.kind === 'payment' ? 'Payment Details' : 'Booking Details'}
        wide={open?.kind === 'payment'}
        actions={open?.kind === 'payment' ? <DownloadInvoiceButton tranId={open.payment.tran_id} /> : undefined}
      >
        {open?.kind === 'booking' && <BookingDetails bookingId={open.payment.bookingId} />}
        {open?.kind === 'payment' && <PaymentInvoice payment={open.payment} user={recipientOf(open.payment)} />}
      </Modal>
    </DashboardList>
  );
}
