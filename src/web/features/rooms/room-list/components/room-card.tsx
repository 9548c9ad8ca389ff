import { Link } from 'react-router';
import { StarIcon } from './star-icon.tsx';
import { humanizeCategory } from '#shared/domain/humanize-category.ts';
import { responsiveSrcSet } from '#shared/domain/image-variants.ts';
import { formatAverageRating } from '#shared/domain/rating.ts';
import type { RoomListItem } from '#shared/schemas/rooms.ts';
import { paths } from '#web/lib/paths.ts';
import { toQueryString, type StaySearch } from '../../search/lib/stay-search.ts';
import { formatMoney } from '#web/lib/format.ts';
import { fewRoomsLeft, onlyLeftText } from '#shared/domain/rooms-left.ts';

/**
 * One room in the list (docs/product/screens.md#room-list): image, title, category, "BDT- {price}/night", rating; links
 * to its page. With a stay searched, the stay's total too, and the link carries the dates.
 * Issue 27: "Only N left" when few of the type's several physical rooms are free for the stay.
 * `isAboveFold` cards (the first row) load their image at once, the first one first.
 */
export function RoomCard({
  room,
  search,
  isAboveFold = false,
  isFirst = false,
}: {
  room: RoomListItem;
  search?: StaySearch;
  isAboveFold?: boolean;
  isFirst?: boolean;
}) {
  const rating = formatAverageRating(room.averageRating, room.reviewCount);
  const stayQuery = search ? toQueryString({ checkIn: search.checkIn, checkOut: search.checkOut }) : '';
  const roomsLeft = fewRoomsLeft(room.roomsLeft, room.roomsInService);
  return (
    <li>
      <Link
        to={`${paths.room(room._id)}${stayQuery}`}
        className="group card h-full overflow-hidden border border-base-300 bg-base-100 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg"
      >
        <figure className="aspect-[4/3] overflow-hidden bg-base-200">
          <img
            src={room.image}
            srcSet={responsiveSrcSet(room.image)}
            sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
            alt={room.title}
            loading={isAboveFold ? 'eager' : 'lazy'}
            fetchPriority={isFirst ? 'high' : 'auto'}
            decoding="async"
            width={800}
            height={600}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        </figure>
        <div className="card-body gap-2 p-5">
          <div className="flex items-start justify-between gap-3">
            <h2 className="card-title font-display text-lg leading-snug">{room.title}</h2>
            <span className="inline-flex shrink-0 items-center gap-1 font-semibold" title={`${room.reviewCount} reviews`}>
              <StarIcon aria-hidden="true" className="size-5 text-warning" />
              <span className="sr-only">Average rating:</span>
              {rating}
            </span>
          </div>
          <p className="text-sm text-base-content/75">
            <span>{humanizeCategory(room.category)}</span> · <span>sleeps {room.capacity}</span>
          </p>
          {roomsLeft !== null && <p className="badge badge-warning font-semibold">{onlyLeftText(roomsLeft)}</p>}
          <div className="mt-auto flex flex-wrap items-baseline justify-between gap-x-3">
            <p className="font-semibold text-primary">BDT- {room.price}/night</p>
            {room.stayTotal !== null && room.stayNights !== null && (
              <p className="text-sm">
                <span className="font-bold">{formatMoney(room.stayTotal)}</span>{' '}
                <span className="text-base-content/75">
                  total for {room.stayNights} {room.stayNights === 1 ? 'night' : 'nights'}
                </span>
              </p>
            )}
          </div>
        </div>
      </Link>
    </li>
  );
}
