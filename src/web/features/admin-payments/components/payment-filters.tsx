import { DateFilter, FilterSelect, ListToolbar, SearchBox } from '#web/components/ui/list-controls.tsx';

export const PAYMENT_LIST_KEYS = ['q', 'status', 'paidFrom', 'paidTo', 'sort', 'dir'] as const;
type Values = Partial<Record<(typeof PAYMENT_LIST_KEYS)[number], string>>;

/** Search, status, payment date range and the CSV export of the current filter. */
export function PaymentFilters({ values, update, exportHref }: { values: Values; update: (patch: Values) => void; exportHref: string }) {
  return (
    <ListToolbar
      actions={
        <a className="btn btn-sm btn-outline btn-primary" href={exportHref} download>
          Export CSV
        </a>
      }
    >
      <SearchBox
        label="Search payments"
        placeholder="Guest, e-mail, room or tran_id"
        value={values.q ?? ''}
        onSearch={(q) => update({ q })}
      />
      <FilterSelect
        label="Status"
        value={values.status ?? ''}
        onChange={(status) => update({ status })}
        options={[
          { value: 'paid', label: 'Paid' },
          { value: 'refunded', label: 'Refunded' },
        ]}
      />
      <DateFilter label="Paid from" value={values.paidFrom ?? ''} onChange={(paidFrom) => update({ paidFrom })} />
      <DateFilter label="Paid to" value={values.paidTo ?? ''} onChange={(paidTo) => update({ paidTo })} />
    </ListToolbar>
  );
}
