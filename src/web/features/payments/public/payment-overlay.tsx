import {
  paymentCancelled,
  paymentCancelledTitle,
  paymentRefunded,
  paymentRefundedTitle,
  paymentRefunding,
  paymentUnconfirmed,
  paymentUnconfirmedTitle,
} from '#shared/messages.ts';
import { usePaymentStatus } from '../checkout-return/api/use-payment-status.ts';
import { PaymentFailedOverlay } from '../checkout-return/components/payment-failed-overlay.tsx';
import { formatMoney, formatTimestamp } from '#web/lib/format.ts';

/** Query values the payment flow puts on the room page URL (docs/product/messages.md#payment-outcome-messages and issue #8). */
const KINDS = {
  'Payment-Failed': 'failed',
  'Payment-Refunded': 'refunded',
  'Payment-Unconfirmed': 'unconfirmed',
  'Payment-Cancelled': 'cancelled',
} as const;

/**
 * The overlay for `?errorMsg=…&tranId=…`: docs/product/screens.md#payment-overlay "Payment Failed" for a real failure; for a
 * late payment the amount we refunded (from GET /api/payments/{tranId}/status); for a fail the
 * gateway has not confirmed, that the hold stays. Nothing without a known errorMsg.
 */
export function PaymentOverlay({ errorMsg, tranId, onClose }: { errorMsg: string | null; tranId: string | null; onClose: () => void }) {
  const kind = errorMsg && errorMsg in KINDS ? KINDS[errorMsg as keyof typeof KINDS] : null;
  const status = usePaymentStatus(kind === 'refunded' || kind === 'unconfirmed' ? tranId : null);
  if (!kind) return null;
  if (kind === 'failed') return <PaymentFailedOverlay onTryAgain={onClose} />;
  if (kind === 'cancelled') {
    return <PaymentFailedOverlay kind="cancelled" title={paymentCancelledTitle} text={paymentCancelled} onTryAgain={onClose} />;
  }
  const data = status.data;
  if (kind === 'refunded') {
    const amount = formatMoney(data?.refundAmount ?? data?.amount ?? 0);
    const text = !data
      ? 'Your payment arrived after your hold ended; it is being refunded.'
      : data.status === 'refunded'
        ? paymentRefunded(amount)
        : paymentRefunding(amount);
    return <PaymentFailedOverlay kind="refunded" title={paymentRefundedTitle} text={text} onTryAgain={onClose} />;
  }
  const until = data?.status === 'pending' && data.holdExpiresAt ? formatTimestamp(data.holdExpiresAt) : null;
  return <PaymentFailedOverlay kind="unconfirmed" title={paymentUnconfirmedTitle} text={paymentUnconfirmed(until)} onTryAgain={onClose} />;
}
