/**
 * The report's breakdown tables (bookings by category, by source, issue 27): one row per group
 * with bookings, room-nights and revenue (BDT), and an optional total row.
 */
import { formatMoney } from '#web/lib/format.ts';

const count = new Intl.NumberFormat('en-US');

export interface BreakdownRow {
  key: string;
  label: string;
  bookings: number;
  roomNights: number;
  revenue: number;
}

/** Figures of one row, right-aligned. */
function Figures({ row }: { row: Omit<BreakdownRow, 'key' | 'label'> }) {
  return (
    <>
      <td className="text-right tabular-nums">{count.format(row.bookings)}</td>
      <td className="text-right tabular-nums">{count.format(row.roomNights)}</td>
      <td className="text-right tabular-nums">{formatMoney(row.revenue)}</td>
    </>
  );
}

/** A scrollable, keyboard-reachable table named `name`; "No paid stays in this range." when `rows` is empty. */
export function BreakdownTable(props: {
  name: string;
  caption: string;
  groupHeading: string;
  rows: readonly BreakdownRow[];
  total?: Omit<BreakdownRow, 'key' | 'label'>;
}) {
  if (props.rows.length === 0) return <p className="text-sm text-base-content/75">No paid stays in this range.</p>;
  return (
    <div role="region" aria-label={props.name} tabIndex={0} className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      {/* Half the cells' side padding on phones: the four columns then fit 375 px unscrolled. */}
      <table className="table max-sm:[&_:is(th,td)]:px-2">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="bg-base-200 text-base-content">
          <tr>
            <th scope="col">{props.groupHeading}</th>
            <th scope="col" className="text-right">
              Bookings
            </th>
            <th scope="col" className="text-right">
              Room-nights
            </th>
            <th scope="col" className="text-right">
              Revenue
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="font-medium">
                {row.label}
              </th>
              <Figures row={row} />
            </tr>
          ))}
        </tbody>
        {props.total && (
          <tfoot className="text-base-content">
            <tr>
              <th scope="row">Total</th>
              <Figures row={props.total} />
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
