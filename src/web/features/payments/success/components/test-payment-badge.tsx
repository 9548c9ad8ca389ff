import { HiBeaker } from 'react-icons/hi';
import { uiText } from '#web/lib/ui-text.ts';

/** docs/architecture.md#external-services: a payment made through the built-in sandbox says so wherever it is shown. */
export function TestPaymentBadge({ className = '' }: { className?: string }) {
  return (
    <p className={`badge badge-warning gap-1 ${className}`}>
      <HiBeaker aria-hidden="true" /> {uiText.testPayment}: no money moved
    </p>
  );
}
