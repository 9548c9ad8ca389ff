import { useCallback, useState } from 'react';
import { messages } from '#shared/messages.ts';
import type { AdminPayment } from '#shared/schemas/payments.ts';
import { BookingDetails } from '#web/components/payments/booking-details.tsx';
import { PaymentCard } from '#web/components/payments/payment-card.tsx';
import { DownloadInvoiceButton, PaymentInvoice } from '#web/components/payments/payment-invoice.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Pager } from '#web/components/ui/list-controls.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useLastPageForPastEnd, useListParams } from '#web/lib/use-list-params.ts';
import { usePaymentPageQuery, usePaymentTotalsQuery } from '../api/get-payment-page.ts';
import { PAYMENT_LIST_KEYS, PaymentFilters } from '../components/payment-filters.tsx';
import { PaymentTable } from '../components/payment-table.tsx';
import { PaymentTotalsBar } from '../components/payment-totals.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';

/**
 * All payments (docs/product/screens.md#all-payments, admin; issue #13): who paid, the filter's totals (paid, refunded,
 * net), a page from the server as a table (cards on phones) with the Booking Details and
 * Payment Details modals, and CSV export of the filter.
 */
export default function AllPaymentsPage() {
  const { values, update, apiQuery } = useListParams(PAYMENT_LIST_KEYS);
  const filterQuery = new URLSearchParams(values);
  filterQuery.delete('page');
  const { data, isPending, isError, isFetching, isPlaceholderData } = usePaymentPageQuery(apiQuery);
  useLastPageForPastEnd(data, isPlaceholderData, update);
  const totals = usePaymentTotalsQuery(filterQuery.toString());
  const [open, setOpen] = useState<{ kind: 'booking' | 'payment'; payment: AdminPayment } | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const sorting = {
    sort: values.sort ?? 'paidAt',
    dir: (values.dir ?? 'desc') as 'asc' | 'desc',
    onSort: (sort: string, dir: 'asc' | 'desc') => update({ sort, dir }),
  };
  return (
    <section className="mx-auto max-w-7xl">
      <PageTitle text="All Payments · Hotel Booking" />
      <h1 className="mb-6 font-display text-3xl font-semibold">
        All Payments{data ? ` (${data.total}${data.isTotalCapped ? '+' : ''})` : ''}
      </h1>
      <PaymentFilters values={values} update={update} exportHref={`/api/all-payments-admin/export.csv?${filterQuery}`} />
      <PaymentTotalsBar totals={totals.data} />
      {isPending && <Spinner label="Loading payments…" />}
      {isError && (
        <div role="alert" className="alert alert-error">
          {messages.somethingWrong}
        </div>
      )}
      {data?.total === 0 && <EmptyState title="No payments match" subtitle="Try another search or clear the filters." />}
      {data && data.items.length > 0 && (
        <div aria-busy={isFetching}>
          <div className="hidden lg:block">
            <PaymentTable payments={data.items} sorting={sorting} onOpen={(kind, payment) => setOpen({ kind, payment })} />
          </div>
          <ul className="grid gap-5 md:grid-cols-2 lg:hidden">
            {data.items.map((p) => (
              <PaymentCard
                key={p._id}
                payment={p}
                guest={p.guest}
                onBookingDetails={() => setOpen({ kind: 'booking', payment: p })}
                onPaymentDetails={() => setOpen({ kind: 'payment', payment: p })}
              />
            ))}
          </ul>
          <Pager label="Payment pages" list={data} onPage={(page) => update({ page: String(page) })} />
        </div>
      )}
      <Modal
        open={open !== null}
        onClose={close}
        title={open?.kind === 'payment' ? 'Payment Details' : 'Booking Details'}
        wide={open?.kind === 'payment'}
        actions={open?.kind === 'payment' ? <DownloadInvoiceButton tranId={open.payment.tran_id} /> : undefined}
      >
        {open?.kind === 'booking' && <BookingDetails bookingId={open.payment.bookingId} />}
        {open?.kind === 'payment' && <PaymentInvoice payment={open.payment} user={open.payment.guest} />}
      </Modal>
    </section>
  );
}
