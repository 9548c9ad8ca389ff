import { Link } from 'react-router';
import { humanizeCategory, ROOM_CATEGORIES, type RoomCategory } from '#shared/domain/humanize-category.ts';
import { toQueryString, type StaySearch } from '../../search/lib/stay-search.ts';

/**
 * Category links: All plus the six categories, humanised; the current one is marked. Links, not
 * buttons, so a tap on the server-rendered page before the script has run still filters (the
 * server renders `/rooms?category=…` too).
 */
export function CategoryFilter({ search }: { search: StaySearch }) {
  const options: { value: RoomCategory | null; label: string }[] = [
    { value: null, label: 'All' },
    ...ROOM_CATEGORIES.map((category) => ({ value: category, label: humanizeCategory(category) })),
  ];
  return (
    <nav aria-label="Filter rooms by category" className="flex flex-wrap gap-2">
      {options.map((option) => {
        const isActive = option.value === search.category;
        return (
          <Link
            key={option.label}
            to={`/rooms${toQueryString({ ...search, category: option.value })}`}
            preventScrollReset
            aria-current={isActive ? 'true' : undefined}
            className={`btn btn-sm rounded-full ${isActive ? 'btn-primary' : 'btn-outline border-base-300 bg-base-100'}`}
          >
            {option.label}
          </Link>
        );
      })}
    </nav>
  );
}
