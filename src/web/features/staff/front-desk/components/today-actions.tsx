/**
 * The next step of a Today row (issue 28): links to the pages where the desk acts (check-in,
 * the booking detail's Check out and Mark no-show, the housekeeping board), and the notes that
 * flag what is not ready. The server checks every step again.
 */
import { Link } from 'react-router';
import type { TodayItem } from '#shared/schemas/front-desk.ts';
import { READY_HOUSEKEEPING_STATUSES } from '#shared/schemas/desk-vocabularies.ts';
import { formatStayDate } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';

const linkClass = 'btn btn-sm btn-primary whitespace-nowrap';

const isReady = (item: TodayItem) => (READY_HOUSEKEEPING_STATUSES as readonly string[]).includes(item.housekeepingStatus);

/** Arrivals: "Check in" on the check-in page. */
export const checkInAction = (item: TodayItem) => (
  <Link to={`${paths.adminBooking(item.bookingId)}/check-in`} className={linkClass} aria-label={`Check in: room ${item.roomNumber}`}>
    Check in
  </Link>
);

/** In-house and departures: "Check out" (the booking detail) for checked-in stays leaving today. */
export const checkOutAction = (today: string) => (item: TodayItem) =>
  item.stayStatus === 'checked-in' && item.checkOut === today ? (
    <Link to={paths.adminBooking(item.bookingId)} className={linkClass} aria-label={`Check out: room ${item.roomNumber}`}>
      Check out
    </Link>
  ) : null;

/** No-shows: "Decide" on the booking detail (check in late, or mark no-show). */
export const decideAction = (item: TodayItem) => (
  <Link to={paths.adminBooking(item.bookingId)} className={linkClass} aria-label={`Decide: room ${item.roomNumber}`}>
    Decide
  </Link>
);

/** Rooms not ready: to the housekeeping board. */
export const housekeepingAction = (item: TodayItem) => (
  <Link
    to={paths.housekeeping}
    className="btn btn-sm btn-outline whitespace-nowrap"
    aria-label={`Housekeeping for room ${item.roomNumber}`}
  >
    Housekeeping
  </Link>
);

/** Arrivals: "Not ready" when the room is not clean or inspected. */
export const readinessNote = (item: TodayItem) =>
  isReady(item) ? null : <strong className="text-error">Not ready: room {item.roomNumber}</strong>;

/** Departures: "Not checked in" for an expected stay ending today. */
export const departureNote = (item: TodayItem) => (item.stayStatus === 'expected' ? <strong>Not checked in</strong> : null);

/** No-shows: the check-in day that passed. */
export const noShowNote = (item: TodayItem) => <>Expected {formatStayDate(item.checkIn)}, not checked in</>;
