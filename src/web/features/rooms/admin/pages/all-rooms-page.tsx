import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { HiArchiveBox, HiPlus } from 'react-icons/hi2';
import { roomsList } from '#shared/lists/rooms-list.ts';
import type { Room } from '#shared/schemas/rooms.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ListPage } from '#web/components/ui/list-page.tsx';
import { paths } from '#web/lib/paths.ts';
import { useListPage } from '#web/lib/use-list-params.ts';
import { useAdminRoomPageQuery } from '../api/get-all-rooms.ts';
import { AdminRoomCard } from '../components/admin-room-card.tsx';
import { ArchiveRoomDialog } from '../components/archive-room-dialog.tsx';

/**
 * All rooms (docs/product/screens.md#all-rooms, admin): a 1/2/3-column grid with edit, view and
 * archive (the spec's delete icon; archived rooms are listed and restored on Archived rooms, issue 24), a page of 24 at a time with a category filter, both in the URL (issue 11).
 * Archiving the last room of the last page (or a stale link) leaves a page past the end: the kit shows the last one.
 */
export default function AllRoomsPage() {
  const list = useListPage(roomsList, useAdminRoomPageQuery);
  const [toArchive, setToArchive] = useState<Room | null>(null);
  const close = useCallback(() => setToArchive(null), []);
  const actions = (
    <div className="flex flex-wrap gap-2">
      <Link to={paths.archivedRooms} className="btn btn-outline btn-primary">
        <HiArchiveBox aria-hidden="true" className="size-5" /> Archived rooms
      </Link>
      <Link to={paths.addRoom} className="btn btn-primary">
        <HiPlus aria-hidden="true" className="size-5" /> Add Room
      </Link>
    </div>
  );
  const empty = list.values.category ? <EmptyState title="No rooms in this category" /> : undefined;
  return (
    <ListPage
      list={list}
      width="max-w-6xl"
      empty={empty}
      headerActions={actions}
      after={<ArchiveRoomDialog room={toArchive} onClose={close} />}
    >
      {(rooms) => (
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
          {rooms.map((room) => (
            <AdminRoomCard key={room._id} room={room} onArchive={() => setToArchive(room)} />
          ))}
        </ul>
      )}
    </ListPage>
  );
}
