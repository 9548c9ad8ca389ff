/** The stay, its room and readiness, and its folio (BDT) as the check-in page shows them (issue 28). */
import { HOUSEKEEPING_STATUS_LABELS, READY_HOUSEKEEPING_STATUSES, STAY_STATUS_LABELS } from '#shared/schemas/desk-vocabularies.ts';
import type { CheckInView } from '#shared/schemas/guest-register.ts';
import { formatMoney, formatStayDate } from '#web/lib/format.ts';

export function StayFacts({ view }: { view: CheckInView }) {
  const { booking, folio } = view;
  const isReady = (READY_HOUSEKEEPING_STATUSES as readonly string[]).includes(booking.housekeepingStatus);
  const fact = (label: string, value: React.ReactNode) => (
    <div>
      <dt className="text-base-content/75">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="grid gap-2 rounded-box border border-base-300 bg-base-100 p-4 text-sm sm:grid-cols-2">
      {fact('Guest', booking.guestName)}
      {fact('Stay', STAY_STATUS_LABELS[booking.stayStatus])}
      {fact('Room type', booking.roomTitle)}
      {fact(
        'Room',
        <>
          Room {booking.roomNumber}{' '}
          <span className={`badge badge-sm ${isReady ? 'badge-success' : 'badge-warning'}`}>
            {HOUSEKEEPING_STATUS_LABELS[booking.housekeepingStatus]}
          </span>
        </>,
      )}
      {fact(
        'Dates',
        `${formatStayDate(booking.checkIn)} → ${formatStayDate(booking.checkOut)} (${booking.nights} ${booking.nights === 1 ? 'night' : 'nights'})`,
      )}
      {fact('Total · Paid', `${formatMoney(folio.total)} · ${formatMoney(folio.paid)}`)}
      {fact('Balance due', <span className="font-semibold">{formatMoney(folio.balanceDue)}</span>)}
    </dl>
  );
}
