import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { HiArrowUturnLeft } from 'react-icons/hi2';
import { humanizeCategory } from '#shared/domain/humanize-category.ts';
import { archivedRoomsList } from '#shared/lists/rooms-list.ts';
import type { ArchivedRoom } from '#shared/schemas/archived-rooms.ts';
import { ListPage } from '#web/components/ui/list-page.tsx';
import { formatTimestamp } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import { useListPage } from '#web/lib/use-list-params.ts';
import { useArchivedRoomPageQuery, useRestoreRoomMutation } from '../api/archived-rooms.ts';

/**
 * Archived rooms (issue 24, admin): the rooms "Archive room" took off sale, most recently
 * archived first, each with Restore, which puts it back on sale as it was. Paged in the URL.
 */
export default function ArchivedRoomsPage() {
  const list = useListPage(archivedRoomsList, useArchivedRoomPageQuery);
  const actions = (
    <Link to={paths.allRooms} className="btn btn-outline btn-primary">
      All Rooms
    </Link>
  );
  return (
    <ListPage list={list} width="max-w-5xl" headerActions={actions}>
      {(rooms) => (
        <ul className="grid gap-4">
          {rooms.map((room) => (
            <ArchivedRoomRow key={room._id} room={room} />
          ))}
        </ul>
      )}
    </ListPage>
  );
}

/** One archived room: picture, title, category, price, when it was archived, and Restore. */
function ArchivedRoomRow({ room }: { room: ArchivedRoom }) {
  const restore = useRestoreRoomMutation();
  async function onRestore() {
    try {
      toast.success((await restore.mutateAsync(room._id)).message);
    } catch {
      // The global mutation-error toast has said why (lib/mutation-errors.ts).
    }
  }
  return (
    <li className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-4 sm:flex-row sm:items-center">
      <img
        src={room.image}
        alt=""
        width={160}
        height={120}
        loading="lazy"
        className="aspect-[4/3] w-full rounded-box object-cover sm:w-40"
      />
      <div className="flex-1">
        <h2 className="font-display text-lg font-semibold">{room.title}</h2>
        <p className="text-sm text-base-content/75">
          {humanizeCategory(room.category)} · BDT- {room.price}/night
        </p>
        <p className="text-sm text-base-content/75">Archived {formatTimestamp(room.archivedAt)}</p>
      </div>
      <button
        type="button"
        className="btn btn-primary"
        aria-label={`Restore ${room.title}`}
        disabled={restore.isPending}
        onClick={() => void onRestore()}
      >
        {restore.isPending ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : (
          <HiArrowUturnLeft aria-hidden="true" className="size-5" />
        )}
        Restore
      </button>
    </li>
  );
}
