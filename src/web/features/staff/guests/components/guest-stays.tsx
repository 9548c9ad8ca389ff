/** A guest's stays (issue 28): one card each, newest first, with room, dates, status, source and money kept. */
import { Link } from 'react-router';
import { toBdt } from '#shared/domain/money.ts';
import { STAY_STATUS_LABELS } from '#shared/schemas/desk-vocabularies.ts';
import type { GuestStay } from '#shared/schemas/guest-profiles.ts';
import { BOOKING_SOURCE_LABELS } from '#shared/schemas/inventory.ts';
import { formatMoney, formatStayRange } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';

const STATUS_LABELS: Record<GuestStay['status'], string> = {
  held: 'Held',
  paid: 'Paid',
  expired: 'Expired',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

/** "Paid · Checked out" for a kept stay, the booking status alone otherwise. */
const statusOf = (s: GuestStay) => (s.status === 'paid' ? `Paid · ${STAY_STATUS_LABELS[s.stayStatus]}` : STATUS_LABELS[s.status]);

export function GuestStays({ stays }: { stays: readonly GuestStay[] }) {
  if (stays.length === 0) return <p className="text-sm text-base-content/75">No bookings yet.</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label="Stays">
      {stays.map((s) => (
        <li key={s.bookingId} className="flex flex-wrap justify-between gap-x-4 gap-y-1 rounded-box border border-base-300 bg-base-100 p-3">
          <div className="min-w-0">
            <Link className="link font-medium" to={paths.adminBooking(s.bookingId)}>
              {s.roomTitle} · room {s.roomNumber}
            </Link>
            <p className="text-sm text-base-content/75">
              {formatStayRange(s.startDate, s.endDate)} · {s.nights} {s.nights === 1 ? 'night' : 'nights'} ·{' '}
              {BOOKING_SOURCE_LABELS[s.source]}
            </p>
          </div>
          <div className="text-right text-sm">
            <p className="font-medium">{statusOf(s)}</p>
            <p className="tabular-nums">
              {formatMoney(toBdt(s.pricePoisha))} · kept {formatMoney(toBdt(s.keptPoisha))}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
