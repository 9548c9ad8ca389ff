import { humanizeCategory, ROOM_CATEGORIES, type RoomCategory } from '#shared/domain/humanize-category.ts';

/** Category buttons: All plus the six categories, humanised; the current one is pressed. */
export function CategoryFilter({ value, onChange }: { value: RoomCategory | null; onChange: (category: RoomCategory | null) => void }) {
  const options: { value: RoomCategory | null; label: string }[] = [
    { value: null, label: 'All' },
    ...ROOM_CATEGORIES.map((category) => ({ value: category, label: humanizeCategory(category) })),
  ];
  return (
    <div role="group" aria-label="Filter rooms by category" className="flex flex-wrap gap-2">
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={`btn btn-sm rounded-full ${active ? 'btn-primary' : 'btn-outline border-base-300 bg-base-100'}`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
