import {
  paymentRefunded, paymentRefundedTitle, paymentRefunding, paymentUnconfirmed, paymentUnconfirmedTitle,
} from '#shared/messages.ts';
import { formatBdt } from '#shared/domain/money.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { usePaymentStatus } from '../api/use-payment-status.ts';
import { PaymentFailedOverlay } from './payment-failed-overlay.tsx';

/** Query values the payment flow puts on the room page URL (SPEC §8 and issue #8). */
const KINDS = { 'Payment-Failed': 'failed', 'Payment-Refunded': 'refunded', 'Payment-Unconfirmed': 'unconfirmed' } as const;

/**
 * The overlay for `?errorMsg=…&tranId=…`: SPEC §2's "Payment Failed" for a real failure; for a
 * late payment the amount we refunded (from GET /api/payments/{tranId}/status); for a fail the
 * gateway has not confirmed, that the hold stays. Nothing without a known errorMsg.
 */
export function PaymentOverlay({ errorMsg, tranId, onClose }: { errorMsg: string | null; tranId: string | null; onClose: () => void }) {
  const kind = errorMsg && errorMsg in KINDS ? KINDS[errorMsg as keyof typeof KINDS] : null;
  const status = usePaymentStatus(kind && kind !== 'failed' ? tranId : null);
  if (!kind) return null;
  if (kind === 'failed') return <PaymentFailedOverlay onTryAgain={onClose} />;
  const data = status.data;
  if (kind === 'refunded') {
    const amount = formatBdt(data?.refundAmount ?? data?.amount ?? 0);
    const text = !data ? 'Your payment arrived after your hold ended; it is being refunded.'
      : data.status === 'refunded' ? paymentRefunded(amount) : paymentRefunding(amount);
    return <PaymentFailedOverlay kind="refunded" title={paymentRefundedTitle} text={text} onTryAgain={onClose} />;
  }
  const until = data?.status === 'pending' && data.holdExpiresAt ? formatDateTime(data.holdExpiresAt) : null;
  return <PaymentFailedOverlay kind="unconfirmed" title={paymentUnconfirmedTitle} text={paymentUnconfirmed(until)} onTryAgain={onClose} />;
}
