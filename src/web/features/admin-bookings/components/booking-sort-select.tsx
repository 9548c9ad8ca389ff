import { FilterSelect } from '#web/components/ui/list-controls.tsx';
import { uiText } from '#web/lib/ui-text.ts';

/** The table's sortable columns and directions, as one choice each for the phone's select. */
const sortChoices = [
  { value: 'bookingDate:desc', label: 'Booked, newest first' },
  { value: 'bookingDate:asc', label: 'Booked, oldest first' },
  { value: 'startDate:asc', label: 'Check in, soonest first' },
  { value: 'startDate:desc', label: 'Check in, latest first' },
  { value: 'price:desc', label: 'Price, highest first' },
  { value: 'price:asc', label: 'Price, lowest first' },
] as const;

/**
 * Phones (issue 24): the cards have no column headers to press, so the same sort the table's
 * headers give is one select here; `onSort` is the table's.
 */
export function BookingSortSelect({
  sort,
  dir,
  onSort,
}: {
  sort: string;
  dir: 'asc' | 'desc';
  onSort: (column: string, dir: 'asc' | 'desc') => void;
}) {
  return (
    <div className="mb-4 lg:hidden">
      <FilterSelect
        label={uiText.sortBookings}
        value={`${sort}:${dir}`}
        anyLabel=""
        options={sortChoices}
        onChange={(choice) => {
          const [column, direction] = choice.split(':');
          onSort(column, direction === 'asc' ? 'asc' : 'desc');
        }}
      />
    </div>
  );
}
