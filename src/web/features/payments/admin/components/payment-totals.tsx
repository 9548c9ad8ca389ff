import type { PaymentTotals } from '#shared/schemas/admin-lists.ts';
import { formatMoney } from '#web/lib/format.ts';

/** The totals of the current filter: paid, refunded and net (issue #13). */
export function PaymentTotalsBar({ totals }: { totals: PaymentTotals | undefined }) {
  const items = [
    { label: 'Paid', value: totals?.paid },
    { label: 'Refunded', value: totals?.refunded },
    { label: 'Net', value: totals?.net },
  ];
  return (
    <dl
      aria-label="Totals of this filter"
      className="stats stats-vertical mb-4 w-full border border-base-300 bg-base-100 sm:stats-horizontal"
    >
      {items.map((item) => (
        <div key={item.label} className="stat py-3">
          <dt className="stat-title text-base-content/75">{item.label}</dt>
          <dd className="stat-value text-2xl">{item.value === undefined ? '…' : formatMoney(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
