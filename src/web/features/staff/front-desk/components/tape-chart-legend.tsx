import type { SpanKind } from '../lib/chart-spans.ts';
import { blockStripes, spanStyle } from './tape-chart-cell.tsx';

/** The legend's words, in the order staff read the chart (issue 27). */
const entries: { kind: SpanKind; label: string }[] = [
  { kind: 'paid', label: 'Paid stay (website)' },
  { kind: 'desk', label: 'Desk booking (walk-in, phone, Facebook, WhatsApp, OTA)' },
  { kind: 'hold', label: 'Hold (payment under way)' },
  { kind: 'block', label: 'Blocked (out of order, maintenance, owner’s use)' },
  { kind: 'free', label: 'Free night: select it to book or block' },
];

/** The tape chart's legend: a swatch in each kind's look beside its name (the chips say their kind too). */
export function TapeChartLegend() {
  return (
    <ul aria-label="Legend" className="mb-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
      {entries.map(({ kind, label }) => (
        <li key={kind} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={`size-4 shrink-0 rounded ${kind === 'free' ? 'border border-base-300 bg-base-100' : spanStyle[kind]}`}
            style={kind === 'block' ? { backgroundImage: blockStripes } : undefined}
          />
          {label}
        </li>
      ))}
    </ul>
  );
}
