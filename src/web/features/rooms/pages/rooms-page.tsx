import { useSearchParams } from 'react-router';
import { ROOM_CATEGORIES, type RoomCategory } from '#shared/domain/humanize-category.ts';
import { messages } from '#shared/messages.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useRoomsQuery } from '../api/get-rooms.ts';
import { CategoryFilter } from '../components/category-filter.tsx';
import { RoomCard } from '../components/room-card.tsx';

function parseCategory(value: string | null): RoomCategory | null {
  return (ROOM_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as RoomCategory) : null;
}

/** Room list `/rooms` (SPEC §2): category filter kept in `?category=`, 1/2/3-column grid. */
export default function RoomsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const category = parseCategory(searchParams.get('category'));
  const rooms = useRoomsQuery(category);

  function choose(next: RoomCategory | null) {
    setSearchParams(next ? { category: next } : {}, { preventScrollReset: true });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <title>Rooms · Hotel Booking</title>
      <header className="mb-8 space-y-3">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">Our Rooms</h1>
        <p className="text-base-content/75">Choose a category, open a room and check your dates.</p>
      </header>
      <CategoryFilter value={category} onChange={choose} />
      <section aria-label="Rooms" aria-busy={rooms.isPending} className="mt-8">
        {rooms.isPending && <Spinner label="Loading rooms…" className="min-h-[40vh]" />}
        {rooms.isError && (
          <div role="alert" className="alert alert-error">
            <span>{messages.somethingWrong}</span>
            <button type="button" className="btn btn-sm" onClick={() => void rooms.refetch()}>Try again</button>
          </div>
        )}
        {rooms.data && rooms.data.length === 0 && (
          <EmptyState title={messages.noRoomsTitle} subtitle={messages.noRoomsSubtitle} />
        )}
        {rooms.data && rooms.data.length > 0 && (
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {rooms.data.map((room, index) => <RoomCard key={room._id} room={room} isAboveFold={index < 3} isFirst={index === 0} />)}
          </ul>
        )}
      </section>
    </div>
  );
}
