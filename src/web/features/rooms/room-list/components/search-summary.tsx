import { countNights } from '#shared/domain/nights.ts';
import type { StaySearch } from '../../search/lib/stay-search.ts';
import { formatStayRange } from '#web/lib/format.ts';

/** One line saying what the list shows for the searched stay, with a way back to all rooms. */
export function SearchSummary({ search, count, onClear }: { search: StaySearch; count: number | undefined; onClear: () => void }) {
  const nights = countNights(search.checkIn!, search.checkOut!);
  return (
    <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-box bg-base-200 px-4 py-3 text-sm">
      <p aria-live="polite">
        {count === undefined ? 'Searching' : `${count} ${count === 1 ? 'room' : 'rooms'} free`} for{' '}
        <strong>{formatStayRange(search.checkIn!, search.checkOut!)}</strong> ({nights} {nights === 1 ? 'night' : 'nights'}
        {search.guests ? `, ${search.guests} ${search.guests === 1 ? 'guest' : 'guests'}` : ''})
      </p>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onClear}>
        Clear dates
      </button>
    </div>
  );
}
