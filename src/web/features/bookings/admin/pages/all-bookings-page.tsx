import { useState } from 'react';
import { bookingsList } from '#shared/lists/bookings-list.ts';
import { ListPage, ListSortSelect } from '#web/components/ui/list-page.tsx';
import { bookingSourceLabel } from '#web/lib/booking-source.ts';
import { paths } from '#web/lib/paths.ts';
import { useListPage } from '#web/lib/use-list-params.ts';
import { useBookingPageQuery } from '../api/get-booking-page.ts';
import { AdminBookingCard } from '../components/admin-booking-card.tsx';
import { BookingTable } from '../components/booking-table.tsx';

/**
 * All bookings (docs/product/screens.md#all-bookings, admin; issue #13): the count heading, search and filters in the URL,
 * a page of 25 from the server — a table on wide screens, cards on phones with the same sort as a select — and CSV export.
 */
export default function AllBookingsPage() {
  // One "now" per visit, so every row is judged against the same hotel day.
  const [now] = useState(() => new Date());
  const list = useListPage(bookingsList, useBookingPageQuery);
  return (
    <ListPage list={list} width="max-w-7xl">
      {(bookings) => (
        <>
          <div className="hidden lg:block">
            <BookingTable bookings={bookings} now={now} sorting={list.sorting} />
          </div>
          <ListSortSelect list={list} className="mb-4 lg:hidden" />
          <ul className="grid gap-5 lg:hidden">
            {bookings.map((b) => (
              <AdminBookingCard
                key={b._id}
                booking={b}
                now={now}
                detailHref={paths.adminBooking(b._id)}
                placement={{ roomNumber: b.roomNumber, source: bookingSourceLabel(b.source, b.sourceName) }}
              />
            ))}
          </ul>
        </>
      )}
    </ListPage>
  );
}
