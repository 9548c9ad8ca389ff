import { useCallback, useState } from 'react';
import { paymentsList } from '#shared/lists/payments-list.ts';
import type { AdminPayment } from '#shared/schemas/payments.ts';
import { PAYMENT_METHOD_LABELS } from '#shared/schemas/inventory.ts';
import { BookingDetails } from '#web/features/bookings/public/booking-details.tsx';
import { PaymentCard } from '../../components/payment-card.tsx';
import { DownloadInvoiceButton, PaymentInvoice } from '../../components/payment-invoice.tsx';
import { ListPage } from '#web/components/ui/list-page.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { useListPage } from '#web/lib/use-list-params.ts';
import { usePaymentPageQuery, usePaymentTotalsQuery } from '../api/get-payment-page.ts';
import { PaymentTable } from '../components/payment-table.tsx';
import { PaymentTotalsBar } from '../components/payment-totals.tsx';

type Opened = { kind: 'booking' | 'payment'; payment: AdminPayment };

/**
 * All payments (docs/product/screens.md#all-payments, admin; issue #13): who paid, the filter's totals (paid, refunded,
 * net), a page from the server as a table (cards on phones) with the Booking Details and
 * Payment Details modals, and CSV export of the filter.
 */
export default function AllPaymentsPage() {
  const list = useListPage(paymentsList, usePaymentPageQuery);
  const totals = usePaymentTotalsQuery(list.filterQuery);
  const [open, setOpen] = useState<Opened | null>(null);
  const close = useCallback(() => setOpen(null), []);
  return (
    <ListPage
      list={list}
      width="max-w-7xl"
      beforeList={<PaymentTotalsBar totals={totals.data} />}
      after={<PaymentModal open={open} onClose={close} />}
    >
      {(payments) => (
        <>
          <div className="hidden lg:block">
            <PaymentTable payments={payments} sorting={list.sorting} onOpen={(kind, payment) => setOpen({ kind, payment })} />
          </div>
          <ul className="grid gap-5 md:grid-cols-2 lg:hidden">
            {payments.map((p) => (
              <PaymentCard
                key={p._id}
                payment={p}
                guest={p.guest}
                method={PAYMENT_METHOD_LABELS[p.method]}
                onBookingDetails={() => setOpen({ kind: 'booking', payment: p })}
                onPaymentDetails={() => setOpen({ kind: 'payment', payment: p })}
              />
            ))}
          </ul>
        </>
      )}
    </ListPage>
  );
}

/** The Booking Details or Payment Details modal of the payment opened. */
function PaymentModal({ open, onClose }: { open: Opened | null; onClose: () => void }) {
  return (
    <Modal
      open={open !== null}
      onClose={onClose}
      title={open?.kind === 'payment' ? 'Payment Details' : 'Booking Details'}
      wide={open?.kind === 'payment'}
      actions={open?.kind === 'payment' ? <DownloadInvoiceButton tranId={open.payment.tran_id} /> : undefined}
    >
      {open?.kind === 'booking' && <BookingDetails bookingId={open.payment.bookingId} />}
      {open?.kind === 'payment' && <PaymentInvoice payment={open.payment} user={open.payment.guest} />}
    </Modal>
  );
}
