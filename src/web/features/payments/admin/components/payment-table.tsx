import type { PagedPayment } from '#shared/schemas/admin-lists.ts';
import type { AdminPayment } from '#shared/schemas/payments.ts';
import { PAYMENT_METHOD_LABELS } from '#shared/schemas/inventory.ts';
import { ListTable } from '#web/components/ui/list-table.tsx';
import { SortHeader } from '#web/components/ui/list-controls.tsx';
import { formatMoney, formatPartRefund, formatTimestamp } from '#web/lib/format.ts';
import type { ListSorting } from '#web/lib/use-list-params.ts';

/** Wide screens: one row per payment with its guest and method (issue 27), under a sticky header. */
export function PaymentTable({
  payments,
  sorting,
  onOpen,
}: {
  payments: PagedPayment[];
  sorting: ListSorting;
  onOpen: (kind: 'booking' | 'payment', payment: AdminPayment) => void;
}) {
  return (
    <ListTable
      caption="Payments, one per row"
      columns={[
        <SortHeader label="Paid" column="paidAt" {...sorting} />,
        'Guest',
        'Room',
        'Transaction ID',
        <SortHeader label="Amount" column="amount" {...sorting} className="text-right" />,
        'Method',
        'Status',
        <th scope="col">
          <span className="sr-only">Details</span>
        </th>,
      ]}
    >
      {payments.map((p) => (
        <tr key={p._id} className="hover">
          <td className="whitespace-nowrap text-xs">{formatTimestamp(p.paymentDate)}</td>
          <td>
            <span className="font-medium">{p.guest.name}</span>
            <div className="text-xs text-base-content/75">{p.guest.email}</div>
          </td>
          <td>{p.roomTitle}</td>
          <td className="font-mono text-xs">{p.tran_id}</td>
          <td className="whitespace-nowrap text-right">{formatMoney(p.amount)}</td>
          <td className="whitespace-nowrap">{PAYMENT_METHOD_LABELS[p.method]}</td>
          <td className="capitalize">
            {p.status}
            {p.refundedAmount ? <div className="text-xs normal-case">{formatPartRefund(p.refundedAmount, p.amount)}</div> : null}
            {p.isTestPayment ? <span className="text-xs text-base-content/75"> · test</span> : null}
          </td>
          <td className="whitespace-nowrap">
            <button type="button" className="btn btn-xs btn-outline btn-primary" onClick={() => onOpen('booking', p)}>
              Booking Details
            </button>{' '}
            <button type="button" className="btn btn-xs btn-primary" onClick={() => onOpen('payment', p)}>
              Payment Details
            </button>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
