import { BOOKING_STATUS_KEYS, bookingStatusLabels } from '#shared/domain/booking-display-status.ts';
import { uiText } from '#web/lib/ui-text.ts';
import { DateFilter, FilterSelect, ListToolbar, SearchBox } from '#web/components/ui/list-controls.tsx';

export const BOOKING_LIST_KEYS = ['q', 'status', 'stayFrom', 'stayTo', 'sort', 'dir'] as const;
type Values = Partial<Record<(typeof BOOKING_LIST_KEYS)[number], string>>;

/** Issue 24: the filter offers the words the rows show (bookingStatusLabels); "refunded" stays an API alias of "cancelled". */
const statusOptions = BOOKING_STATUS_KEYS.map((s) => ({
  value: s,
  label: s === 'expired' ? uiText.expiredHoldsFilter : bookingStatusLabels[s],
}));

/** Search, status, stay dates and the CSV export of the current filter. */
export function BookingFilters({ values, update, exportHref }: { values: Values; update: (patch: Values) => void; exportHref: string }) {
  return (
    <ListToolbar
      actions={
        <a className="btn btn-sm btn-outline btn-primary" href={exportHref} download>
          Export CSV
        </a>
      }
    >
      <SearchBox
        label="Search bookings"
        placeholder="Guest, e-mail, room or tran_id"
        value={values.q ?? ''}
        onSearch={(q) => update({ q })}
      />
      <FilterSelect label="Status" value={values.status ?? ''} onChange={(status) => update({ status })} options={statusOptions} />
      <DateFilter label="Staying from" value={values.stayFrom ?? ''} onChange={(stayFrom) => update({ stayFrom })} />
      <DateFilter label="Staying to" value={values.stayTo ?? ''} onChange={(stayTo) => update({ stayTo })} />
    </ListToolbar>
  );
}
