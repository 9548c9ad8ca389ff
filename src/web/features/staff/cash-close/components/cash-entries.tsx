/** The cash close's entries (issue 28): one card per payment taken or money handed back, oldest first; phone-friendly. */
import { Link } from 'react-router';
import { toBdt } from '#shared/domain/money.ts';
import type { CashCloseEntry } from '#shared/schemas/cash-close.ts';
import { PAYMENT_METHOD_LABELS } from '#shared/schemas/inventory.ts';
import { formatMoney, formatTimestamp } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';

/** One entry: time, booking, guest, method and reference, amount (negative when handed back), staff. */
function Entry({ entry }: { entry: CashCloseEntry }) {
  const isTaken = entry.kind === 'taken';
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-box border border-base-300 bg-base-100 p-3">
      <div className="min-w-0">
        <p className="font-medium">
          {entry.guestName} ·{' '}
          <Link className="link font-mono text-sm break-all" to={paths.adminBooking(entry.bookingId)}>
            {entry.tranId}
          </Link>
        </p>
        <p className="text-sm text-base-content/75">
          {formatTimestamp(entry.at)} · {PAYMENT_METHOD_LABELS[entry.method]}
          {entry.reference ? ` · ${entry.reference}` : ''} · {entry.staffName}
        </p>
      </div>
      <p className={`font-semibold tabular-nums ${isTaken ? '' : 'text-error'}`}>
        {isTaken ? 'Taken ' : 'Given back −'}
        {formatMoney(toBdt(entry.amountPoisha))}
      </p>
    </li>
  );
}

/** The list, or "No entries this day." */
export function CashEntries({ entries }: { entries: readonly CashCloseEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-base-content/75">No entries this day.</p>;
  return (
    <ol className="flex flex-col gap-2" aria-label="Entries">
      {entries.map((entry) => (
        <Entry key={`${entry.kind}-${entry.id}`} entry={entry} />
      ))}
    </ol>
  );
}
