import { HiBeaker } from 'react-icons/hi2';
import type { Payment } from '#shared/schemas/payments.ts';
import { bookingCardLabels } from '#shared/domain/booking-card-state.ts';
import { uiText } from '#web/lib/ui-text.ts';
import { formatMoney, formatPartRefund, formatTimestamp } from '#web/lib/format.ts';

/** One payment (docs/product/screens.md#my-payments): transaction id, date, amount, stamps and the two detail buttons. */
export function PaymentCard({
  payment,
  guest,
  method,
  onBookingDetails,
  onPaymentDetails,
}: {
  payment: Payment;
  /** Who paid (admin lists, issue #13); the guest's own list leaves it out. */
  guest?: { name: string; email: string };
  /** How it was taken, in words (admin list, issue 27). */
  method?: string;
  onBookingDetails: () => void;
  onPaymentDetails: () => void;
}) {
  const refunded = payment.status === 'refunded';
  return (
    <li className="card overflow-hidden border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="card-title font-display text-lg">{payment.roomTitle}</h2>
          {payment.isTestPayment && (
            <span className="badge badge-warning gap-1 font-semibold">
              <HiBeaker aria-hidden="true" /> {uiText.testPayment}
            </span>
          )}
        </div>
        <dl className="grid gap-1 text-sm">
          {guest && (
            <div className="flex flex-wrap gap-x-2">
              <dt className="text-base-content/75">Guest:</dt>
              <dd>
                <span className="font-medium">{guest.name}</span> <span className="break-all text-base-content/75">{guest.email}</span>
              </dd>
            </div>
          )}
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-base-content/75">Transaction ID:</dt>
            <dd className="break-all font-mono">{payment.transactionId}</dd>
          </div>
          {method && (
            <div className="flex flex-wrap gap-x-2">
              <dt className="text-base-content/75">Method:</dt>
              <dd>{method}</dd>
            </div>
          )}
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-base-content/75">Date:</dt>
            <dd>{formatTimestamp(payment.paymentDate)}</dd>
          </div>
        </dl>
        <div className="flex items-center justify-between gap-3">
          <p className="text-xl font-semibold text-primary">
            <span className="sr-only">Amount: </span>
            {formatMoney(payment.amount)}
          </p>
          {payment.status === 'refund_pending' && <span className="badge badge-warning badge-lg font-semibold">Refund pending</span>}
          {payment.status === 'paid' && payment.refundedAmount ? (
            <span className="badge badge-info badge-lg font-semibold">{formatPartRefund(payment.refundedAmount, payment.amount)}</span>
          ) : null}
          {refunded && (
            <span className="-rotate-6 rounded-md border-4 border-error px-3 py-0.5 text-lg font-black uppercase tracking-widest text-error">
              {bookingCardLabels.refunded}
            </span>
          )}
        </div>
        <div className="card-actions mt-1">
          <button type="button" className="btn btn-sm btn-outline btn-primary" onClick={onBookingDetails}>
            Booking Details
          </button>
          <button type="button" className="btn btn-sm btn-primary" onClick={onPaymentDetails}>
            Payment Details
          </button>
        </div>
      </div>
    </li>
  );
}
