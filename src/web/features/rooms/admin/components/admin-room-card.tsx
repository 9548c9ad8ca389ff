import { Link } from 'react-router';
import { HiArchiveBox, HiEye, HiPencilSquare } from 'react-icons/hi2';
import { humanizeCategory } from '#shared/domain/humanize-category.ts';
import type { Room } from '#shared/schemas/rooms.ts';
import { paths } from '#web/lib/paths.ts';

/**
 * One room in All Rooms (docs/product/screens.md#all-rooms): image, title, price, category; edit, view and archive
 * (the spec's delete icon, named for what it does: issue 24).
 */
export function AdminRoomCard({ room, onArchive }: { room: Room; onArchive: () => void }) {
  return (
    <li className="card overflow-hidden border border-base-300 bg-base-100 shadow-sm">
      <figure className="aspect-[4/3] bg-base-200">
        <img
          src={room.image}
          alt={room.title}
          loading="lazy"
          decoding="async"
          width={800}
          height={600}
          className="size-full object-cover"
        />
      </figure>
      <div className="card-body gap-2 p-5">
        <h2 className="card-title font-display text-lg leading-snug">{room.title}</h2>
        <p className="text-sm text-base-content/75">{humanizeCategory(room.category)}</p>
        <p className="font-semibold text-primary">BDT- {room.price}/night</p>
        <div className="card-actions mt-2 items-center justify-between">
          <div className="flex gap-2">
            <Link to={paths.editRoom(room._id)} className="btn btn-sm btn-primary" aria-label={`Edit ${room.title}`}>
              <HiPencilSquare aria-hidden="true" className="size-4" /> Edit
            </Link>
            <Link to={paths.room(room._id)} className="btn btn-sm btn-outline btn-primary" aria-label={`View ${room.title}`}>
              <HiEye aria-hidden="true" className="size-4" /> View
            </Link>
          </div>
          <button
            type="button"
            className="btn btn-sm btn-square btn-ghost text-error"
            aria-label={`Archive ${room.title}`}
            title="Archive"
            onClick={onArchive}
          >
            <HiArchiveBox aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
    </li>
  );
}
