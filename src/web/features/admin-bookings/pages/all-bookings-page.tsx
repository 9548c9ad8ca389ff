import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '#shared/messages.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Pager } from '#web/components/ui/list-controls.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useLastPageForPastEnd, useListParams } from '#web/lib/use-list-params.ts';
import { useBookingPageQuery } from '../api/get-booking-page.ts';
import { AdminBookingCard } from '../components/admin-booking-card.tsx';
import { BOOKING_LIST_KEYS, BookingFilters } from '../components/booking-filters.tsx';
import { BookingTable } from '../components/booking-table.tsx';
import { BookingSortSelect } from '../components/booking-sort-select.tsx';
import { paths } from '#web/lib/paths.ts';
import { PageTitle } from '#web/components/ui/page-title.tsx';

/**
 * All bookings (docs/product/screens.md#all-bookings, admin; issue #13): the count heading, search and filters in the URL,
 * a page of 25 from the server — a table on wide screens, cards on phones — and CSV export.
 */
export default function AllBookingsPage() {
  // One "now" per visit, so every row is judged against the same hotel day.
  const [now] = useState(() => new Date());
  const { values, update, apiQuery } = useListParams(BOOKING_LIST_KEYS);
  const { data, isPending, isError, isFetching, isPlaceholderData } = useBookingPageQuery(apiQuery);
  useLastPageForPastEnd(data, isPlaceholderData, update);
  const exportQuery = new URLSearchParams(values);
  exportQuery.delete('page');
  const sorting = {
    sort: values.sort ?? 'bookingDate',
    dir: (values.dir ?? 'desc') as 'asc' | 'desc',
    onSort: (sort: string, dir: 'asc' | 'desc') => update({ sort, dir }),
  };
  return (
    <section className="mx-auto max-w-7xl">
      <PageTitle text="All Bookings · Hotel Booking" />
      <h1 className="mb-6 font-display text-3xl font-semibold">
        All Bookings{data ? ` (${data.total}${data.isTotalCapped ? '+' : ''})` : ''}
      </h1>
      <BookingFilters values={values} update={update} exportHref={`/api/all-bookings-admin/export.csv?${exportQuery}`} />
      {isPending && <Spinner label="Loading bookings…" />}
      {isError && (
        <div role="alert" className="alert alert-error">
          {messages.somethingWrong}
        </div>
      )}
      {data?.total === 0 && (
        <EmptyState
          title="No bookings match"
          subtitle="Try another search or clear the filters."
          action={
            <Link to={paths.allBookings} className="btn btn-primary">
              Clear filters
            </Link>
          }
        />
      )}
      {data && data.items.length > 0 && (
        <div aria-busy={isFetching}>
          <div className="hidden lg:block">
            <BookingTable bookings={data.items} now={now} sorting={sorting} />
          </div>
          <BookingSortSelect {...sorting} />
          <ul className="grid gap-5 lg:hidden">
            {data.items.map((b) => (
              <AdminBookingCard key={b._id} booking={b} now={now} detailHref={paths.adminBooking(b._id)} />
            ))}
          </ul>
          <Pager label="Booking pages" list={data} onPage={(page) => update({ page: String(page) })} />
        </div>
      )}
    </section>
  );
}
