import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TodayItem } from '#shared/schemas/front-desk.ts';
import { paths } from '#web/lib/paths.ts';
import { formatMoney, formatStayRange, formatTimestamp } from '#web/lib/format.ts';
import { HousekeepingBadge } from '#web/features/staff/housekeeping/components/housekeeping-badge.tsx';

interface TodayListProps {
  id: string;
  title: string;
  items: TodayItem[];
  empty: string;
  /** Extra line under a row (hold expiry, request time, "not ready"). */
  note?: (item: TodayItem) => ReactNode;
  /** Issue 28: the row's next step (Check in, Check out, Decide…), a link beside the row; hidden in print. */
  action?: (item: TodayItem) => ReactNode;
  /** Issue 28: show the room's housekeeping status beside its number. */
  isShowingRoomStatus?: boolean;
}

/** Where a row leads: a waiting cancellation request opens the request, where it is approved or declined (issue 24); any other row the booking. */
const rowTarget = (item: TodayItem) => (item.requestId ? paths.cancelationRequest(item.requestId) : paths.adminBooking(item.bookingId));

/**
 * One list of the Today screen: a heading with its count and a row per booking, each opening the
 * booking (or its request), with the room's housekeeping status and the row's next step (issue 28).
 */
export function TodayList({ id, title, items, empty, note, action, isShowingRoomStatus = false }: TodayListProps) {
  return (
    <section aria-labelledby={id} className="today-list overflow-hidden rounded-box border border-base-300 bg-base-100">
      <h2 id={id} className="flex items-center justify-between border-b border-base-300 px-4 py-3 font-display text-lg font-semibold">
        {title} <span className="badge badge-neutral">{items.length}</span>
      </h2>
      {items.length === 0 ? (
        <p className="px-4 py-6 text-sm text-base-content/75">{empty}</p>
      ) : (
        <ul className="divide-y divide-base-300">
          {items.map((item) => (
            <li key={`${item.bookingId}-${item.requestId ?? ''}`} className="flex flex-wrap items-center gap-x-2 pr-4 hover:bg-base-200">
              <Link
                to={rowTarget(item)}
                className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 focus-visible:bg-base-200"
              >
                <span className="min-w-0">
                  <span className="block font-semibold">
                    {item.guestName}
                    {item.guestPhone && <span className="ml-2 text-sm font-normal text-base-content/75">{item.guestPhone}</span>}
                  </span>
                  <span className="block text-sm text-base-content/75">
                    {item.roomTitle} · Room {item.roomNumber} · {formatStayRange(item.checkIn, item.checkOut)}
                  </span>
                  {note && <span className="block text-sm text-base-content/75">{note(item)}</span>}
                </span>
                <span className="text-sm font-medium tabular-nums">{formatMoney(item.amount)}</span>
              </Link>
              {isShowingRoomStatus && <HousekeepingBadge status={item.housekeepingStatus} size="sm" />}
              {action && (
                <span data-print="hide" className="py-2">
                  {action(item)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const holdNote = (item: TodayItem) => `Hold ends ${formatTimestamp(item.holdExpiresAt)}`;
export const requestNote = (item: TodayItem) => `Asked ${formatTimestamp(item.requestedAt)}`;
