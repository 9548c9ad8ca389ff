import { FiAlertTriangle, FiLock, FiRotateCcw, FiSearch, FiXCircle } from 'react-icons/fi';
import { paymentRefunded, paymentRefundedTitle, paymentRefunding } from '#shared/messages.ts';
import type { PaymentStatusReply } from '#shared/schemas/payments.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { formatMoney, formatStayRange, formatTimestamp } from '#web/lib/format.ts';
import { PaymentNotice } from './payment-notice.tsx';

/** Still waiting for the gateway's word: the spinner, the hold's end, and (by the query) polling. */
export function PendingPayment({ reply }: { reply: PaymentStatusReply }) {
  return (
    <PaymentNotice icon={FiSearch} tone="text-primary" title="Confirming your payment…" busy roomId={reply.booking.roomId}>
      <p>
        We are waiting for the payment gateway to confirm {formatMoney(reply.amount)} for {reply.booking.roomTitle},{' '}
        {formatStayRange(reply.booking.startDate, reply.booking.endDate)}. This page updates by itself.
      </p>
      {reply.holdExpiresAt && <p>Your room is held until {formatTimestamp(reply.holdExpiresAt)}.</p>}
    </PaymentNotice>
  );
}

/** Money the hotel gave back (late payment) or a cancellation's refund. */
export function RefundedPayment({ reply }: { reply: PaymentStatusReply }) {
  const amount = formatMoney(reply.refundAmount ?? reply.amount);
  const isDone = reply.status === 'refunded';
  const lateText = isDone ? paymentRefunded(amount) : paymentRefunding(amount);
  const text =
    reply.reason === 'cancellation'
      ? `Your booking was cancelled; ${isDone ? 'we have refunded' : 'we are refunding'} ${amount}.`
      : lateText;
  return (
    <PaymentNotice
      icon={FiRotateCcw}
      tone="text-primary"
      title={isDone ? paymentRefundedTitle : 'Your payment is being refunded'}
      roomId={reply.booking.roomId}
    >
      <p>{text}</p>
      <p className="text-sm text-base-content/75">
        Transaction ID: <span className="break-all font-mono">{reply.tranId}</span>
      </p>
    </PaymentNotice>
  );
}

/** Failed, cancelled or lapsed: nothing was taken for this transaction. */
export function UnpaidPayment({ reply }: { reply: PaymentStatusReply }) {
  return (
    <PaymentNotice icon={FiXCircle} tone="text-error" title="This payment was not completed" roomId={reply.booking.roomId}>
      <p>
        No money was taken for transaction <span className="break-all font-mono">{reply.tranId}</span>, and the room is not booked.
      </p>
    </PaymentNotice>
  );
}

/** The status call failed: unknown transaction (404), another account's (403), or no answer. */
export function PaymentProblem({ error, tranId }: { error: Error; tranId: string }) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404) {
    return (
      <PaymentNotice icon={FiSearch} tone="text-base-content/70" title="Payment not found">
        <p>
          We have no payment with transaction ID <span className="break-all font-mono">{tranId || '—'}</span>.
        </p>
      </PaymentNotice>
    );
  }
  if (status === 403) {
    return (
      <PaymentNotice icon={FiLock} tone="text-base-content/70" title="This payment is not on your account">
        <p>Sign in with the account that made this booking to see its payment.</p>
      </PaymentNotice>
    );
  }
  return (
    <PaymentNotice icon={FiAlertTriangle} tone="text-warning" title="We could not check this payment">
      <p>{error.message || 'Please reload the page in a moment.'}</p>
    </PaymentNotice>
  );
}
