/** A label/value pair; a null value shows as a dash. */
export type DetailRow = [label: string, value: string | null];

/** Two-column label/value list that stacks tidily on a phone. */
export function DetailList({ rows }: { rows: DetailRow[] }) {
  return (
    <dl className="divide-y divide-base-300">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 py-2">
          <dt className="shrink-0 text-base-content/75">{label}</dt>
          <dd className="min-w-0 text-right font-medium [overflow-wrap:anywhere]">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
