import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { HiArchiveBox, HiPlus } from 'react-icons/hi2';
import { ROOM_CATEGORIES, humanizeCategory } from '#shared/domain/humanize-category.ts';
import { messages } from '#shared/messages.ts';
import type { Room } from '#shared/schemas/rooms.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { FilterSelect, ListToolbar, Pager } from '#web/components/ui/list-controls.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/lib/paths.ts';
import { useLastPageForPastEnd, useListParams } from '#web/lib/use-list-params.ts';
import { useAdminRoomPageQuery } from '../api/get-all-rooms.ts';
import { AdminRoomCard } from '../components/admin-room-card.tsx';
import { ArchiveRoomDialog } from '../components/archive-room-dialog.tsx';

const KEYS = ['category'] as const;
const CATEGORY_OPTIONS = ROOM_CATEGORIES.map((category) => ({ value: category, label: humanizeCategory(category) }));

/**
 * All rooms (docs/product/screens.md#all-rooms, admin): a 1/2/3-column grid with edit, view and
 * archive (the spec's delete icon; archived rooms are listed and restored on Archived rooms, issue 24), a page of 24 at a time with a category filter, both in the URL (issue 11).
 */
export default function AllRoomsPage() {
  const { values, update, apiQuery } = useListParams(KEYS);
  const rooms = useAdminRoomPageQuery(apiQuery);
  const [toArchive, setToArchive] = useState<Room | null>(null);
  const close = useCallback(() => setToArchive(null), []);
  const data = rooms.data;
  // Archiving the last room of the last page (or a stale link) leaves a page past the end: show the last one.
  useLastPageForPastEnd(data, rooms.isPlaceholderData, update);

  return (
    <section className="mx-auto max-w-6xl">
      <PageTitle text="All Rooms · Hotel Booking" />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold">All Rooms{data ? ` (${data.total})` : ''}</h1>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.archivedRooms} className="btn btn-outline btn-primary">
            <HiArchiveBox aria-hidden="true" className="size-5" /> Archived rooms
          </Link>
          <Link to={paths.addRoom} className="btn btn-primary">
            <HiPlus aria-hidden="true" className="size-5" /> Add Room
          </Link>
        </div>
      </div>
      <ListToolbar>
        <FilterSelect
          label="Category"
          value={values.category ?? ''}
          onChange={(category) => update({ category })}
          options={CATEGORY_OPTIONS}
        />
      </ListToolbar>
      {rooms.isPending && <Spinner label="Loading rooms…" />}
      {rooms.isError && (
        <div role="alert" className="alert alert-error">
          {messages.somethingWrong}
        </div>
      )}
      {data?.total === 0 &&
        (values.category ? (
          <EmptyState title="No rooms in this category" />
        ) : (
          <EmptyState title="No rooms yet" subtitle="Add the first room guests can book." />
        ))}
      {data && data.items.length > 0 && (
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
          {data.items.map((room) => (
            <AdminRoomCard key={room._id} room={room} onArchive={() => setToArchive(room)} />
          ))}
        </ul>
      )}
      {data && data.total > 0 && <Pager label="Room pages" list={data} onPage={(page) => update({ page: String(page) })} />}
      <ArchiveRoomDialog room={toArchive} onClose={close} />
    </section>
  );
}
