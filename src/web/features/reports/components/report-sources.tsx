import type { Report } from '#shared/schemas/front-desk.ts';
import { bookingSourceLabel } from '#web/lib/booking-source.ts';
import { formatMoney } from '#web/lib/format.ts';

const count = new Intl.NumberFormat('en-US');

/** Revenue and room-nights by booking source (issue 27), with the total row the sources add up to. */
export function SourceTable({ report }: { report: Report }) {
  if (report.bySource.length === 0) return <p className="text-sm text-base-content/75">No paid stays in this range.</p>;
  const bookings = report.bySource.reduce((n, r) => n + r.bookings, 0);
  return (
    <div
      role="region"
      aria-label="Revenue by source table"
      tabIndex={0}
      className="overflow-x-auto rounded-box border border-base-300 bg-base-100"
    >
      {/* Half the cells' side padding on phones: the four columns then fit 375 px unscrolled. */}
      <table className="table max-sm:[&_:is(th,td)]:px-2">
        <caption className="sr-only">Revenue and room-nights by booking source</caption>
        <thead className="bg-base-200 text-base-content">
          <tr>
            <th scope="col">Source</th>
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
          {report.bySource.map((r) => (
            <tr key={`${r.source}:${r.sourceName ?? ''}`}>
              <th scope="row" className="font-medium">
                {bookingSourceLabel(r.source, r.sourceName)}
              </th>
              <td className="text-right tabular-nums">{count.format(r.bookings)}</td>
              <td className="text-right tabular-nums">{count.format(r.roomNights)}</td>
              <td className="text-right tabular-nums">{formatMoney(r.revenue)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="text-base-content">
          <tr>
            <th scope="row">Total</th>
            <td className="text-right tabular-nums">{count.format(bookings)}</td>
            <td className="text-right tabular-nums">{count.format(report.roomNightsSold)}</td>
            <td className="text-right tabular-nums">{formatMoney(report.roomRevenue)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
