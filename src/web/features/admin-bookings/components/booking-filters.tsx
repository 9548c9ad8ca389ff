import { BOOKING_FILTER_STATUSES } from '#shared/schemas/admin-lists.ts';
import { DateFilter, FilterSelect, ListToolbar, SearchBox } from '#web/components/ui/list-controls.tsx';

export const BOOKING_LIST_KEYS = ['q', 'status', 'stayFrom', 'stayTo', 'sort', 'dir'] as const;
type Values = Partial<Record<(typeof BOOKING_LIST_KEYS)[number], string>>;

const statusLabels: Record<(typeof BOOKING_FILTER_STATUSES)[number], string> = {
  paid: 'Paid',
  held: 'On hold',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  'cancel-requested': 'Cancellation requested',
};

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
      <FilterSelect
        label="Status"
        value={values.status ?? ''}
        onChange={(status) => update({ status })}
        options={BOOKING_FILTER_STATUSES.map((s) => ({ value: s, label: statusLabels[s] }))}
      />
      <DateFilter label="Staying from" value={values.stayFrom ?? ''} onChange={(stayFrom) => update({ stayFrom })} />
      <DateFilter label="Staying to" value={values.stayTo ?? ''} onChange={(stayTo) => update({ stayTo })} />
    </ListToolbar>
  );
}
