import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TodayItem } from '#shared/schemas/front-desk.ts';
import { paths } from '#web/lib/paths.ts';
import { formatMoney, formatStayRange, formatTimestamp } from '#web/lib/format.ts';

interface TodayListProps {
  id: string;
  title: string;
  items: TodayItem[];
  empty: string;
  /** Extra line under a row (hold expiry, request time). */
  note?: (item: TodayItem) => ReactNode;
}

/** Where a row leads: a waiting cancellation request opens the request, where it is approved or declined (issue 24); any other row the booking. */
const rowTarget = (item: TodayItem) => (item.requestId ? paths.cancelationRequest(item.requestId) : paths.adminBooking(item.bookingId));

/** One list of the Today screen: a heading with its count and a row per booking, each opening the booking (or its request). */
export function TodayList({ id, title, items, empty, note }: TodayListProps) {
  return (
    <section aria-labelledby={id} className="overflow-hidden rounded-box border border-base-300 bg-base-100">
      <h2 id={id} className="flex items-center justify-between border-b border-base-300 px-4 py-3 font-display text-lg font-semibold">
        {title} <span className="badge badge-neutral">{items.length}</span>
      </h2>
      {items.length === 0 ? (
        <p className="px-4 py-6 text-sm text-base-content/75">{empty}</p>
      ) : (
        <ul className="divide-y divide-base-300">
          {items.map((item) => (
            <li key={`${item.bookingId}-${item.requestId ?? ''}`}>
              <Link
                to={rowTarget(item)}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 hover:bg-base-200 focus-visible:bg-base-200"
              >
                <span className="min-w-0">
                  <span className="block font-semibold">{item.guestName}</span>
                  <span className="block text-sm text-base-content/75">
                    {item.roomTitle} · Room {item.roomNumber} · {formatStayRange(item.checkIn, item.checkOut)}
                  </span>
                  {note && <span className="block text-sm text-base-content/75">{note(item)}</span>}
                </span>
                <span className="text-sm font-medium tabular-nums">{formatMoney(item.amount)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const holdNote = (item: TodayItem) => `Hold ends ${formatTimestamp(item.holdExpiresAt)}`;
export const requestNote = (item: TodayItem) => `Asked ${formatTimestamp(item.requestedAt)}`;
