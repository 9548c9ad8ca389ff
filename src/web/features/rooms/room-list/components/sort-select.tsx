import { useId, useRef } from 'react';
import { ROOM_SORTS, type RoomSort } from '#shared/domain/room-search.ts';
import { useTypedBeforeStart } from '#web/lib/use-typed-before-start.ts';

const LABELS: Record<RoomSort, string> = {
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Best rated',
};

/** How the room list is ordered; empty means the hotel's own order. */
export function SortSelect({ value, onChange }: { value: RoomSort | null; onChange: (sort: RoomSort | null) => void }) {
  const id = useId();
  const ref = useRef<HTMLSelectElement>(null);
  // Chosen on the server's markup before the app started (issue 25): applied once it runs.
  useTypedBeforeStart(ref, value ?? '', (chosen) => onChange((chosen || null) as RoomSort | null));
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        Sort by
      </label>
      <select
        ref={ref}
        id={id}
        className="select select-sm w-52"
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || null) as RoomSort | null)}
      >
        <option value="">Recommended</option>
        {ROOM_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
