import { useSearchParams } from 'react-router';
import { messages } from '#shared/messages.ts';
import type { RoomSort } from '#shared/domain/room-search.ts';
import { StaySearchForm } from '../../search/components/stay-search-form.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { hasErrorCode } from '#web/lib/api-client.ts';
import { readStaySearch, toSearchParams, type StaySearch } from '../../search/lib/stay-search.ts';
import { useRoomPages } from '../api/get-rooms.ts';
import { CategoryFilter } from '../components/category-filter.tsx';
import { MoreRooms } from '../components/more-rooms.tsx';
import { RoomCard } from '../components/room-card.tsx';
import { SearchSummary } from '../components/search-summary.tsx';
import { SortSelect } from '../components/sort-select.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';

/**
 * Room list `/rooms` (docs/product/screens.md#room-list) with the stay search of issue 12: everything lives in the URL
 * (`?category=&checkIn=&checkOut=&guests=&sort=`), so a search can be shared and reloaded.
 */
export default function RoomsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = readStaySearch(searchParams);
  const rooms = useRoomPages(search);
  const list = rooms.data?.pages.flatMap((page) => page.items);
  const total = rooms.data?.pages[0]?.total;
  const hasStay = Boolean(search.checkIn && search.checkOut);

  function update(patch: Partial<StaySearch>) {
    setSearchParams(toSearchParams({ ...search, ...patch }), { preventScrollReset: true });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <PageTitle text="Rooms · Hotel Booking" />
      <header className="mb-8 space-y-3">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">Our Rooms</h1>
        <p className="text-base-content/75">Choose your dates and guests to see the rooms that are free, or browse by category.</p>
      </header>
      <StaySearchForm
        // A new URL (Back, a shared link) starts the fields afresh.
        key={`${search.checkIn}-${search.checkOut}-${search.guests}`}
        initial={search}
        onSearch={(fields) => update(fields)}
        className="mb-6"
      />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <CategoryFilter search={search} />
        <SortSelect value={search.sort} onChange={(sort: RoomSort | null) => update({ sort })} />
      </div>
      {hasStay && <SearchSummary search={search} count={total} onClear={() => update({ checkIn: null, checkOut: null, guests: null })} />}
      <section aria-label="Rooms" aria-busy={rooms.isPending} className="mt-8">
        {rooms.isPending && <Spinner label="Loading rooms…" className="min-h-[40vh]" />}
        {rooms.isError && !list && (
          <div role="alert" className="alert alert-error">
            <span>{hasErrorCode(rooms.error, 'VALIDATION', 'INVALID_DATES') ? rooms.error.message : messages.somethingWrong}</span>
            <button type="button" className="btn btn-sm" onClick={() => void rooms.refetch()}>
              Try again
            </button>
          </div>
        )}
        {list &&
          list.length === 0 &&
          (hasStay || search.guests ? (
            <EmptyState title="No rooms are free for this search" subtitle="Try other dates, fewer guests or another category" />
          ) : (
            <EmptyState title={messages.noRoomsTitle} subtitle={messages.noRoomsSubtitle} />
          ))}
        {list && list.length > 0 && (
          <>
            <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
              {list.map((room, index) => (
                <RoomCard key={room._id} room={room} search={search} isAboveFold={index < 3} isFirst={index === 0} />
              ))}
            </ul>
            <MoreRooms
              shown={list.length}
              pageCount={rooms.data?.pages.length ?? 0}
              total={total ?? list.length}
              hasMore={rooms.hasNextPage}
              isLoading={rooms.isFetchingNextPage}
              isFailed={rooms.isFetchNextPageError}
              onMore={() => void rooms.fetchNextPage()}
            />
          </>
        )}
      </section>
    </div>
  );
}
