import { humanizeCategory } from '#shared/domain/humanize-category.ts';
import type { Report } from '#shared/schemas/front-desk.ts';
import { formatMoney } from '#web/lib/format.ts';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('en-US');

/** The report's headline numbers: occupancy, ADR, RevPAR, revenue, refunds, room-nights. */
export function ReportFigures({ report }: { report: Report }) {
  const figures = [
    {
      label: 'Occupancy rate',
      value: percent.format(report.occupancyRate),
      hint: `${count.format(report.roomNightsSold)} of ${count.format(report.roomNightsAvailable)} room-nights`,
    },
    { label: 'ADR', value: formatMoney(report.adr), hint: 'Average daily rate: revenue ÷ room-nights sold' },
    { label: 'RevPAR', value: formatMoney(report.revpar), hint: 'Revenue ÷ room-nights available' },
    { label: 'Room revenue', value: formatMoney(report.roomRevenue), hint: `${report.days} nights, ${report.rooms} rooms` },
    {
      label: 'Refunds',
      value: formatMoney(report.refunds),
      hint: `${report.refundCount} ${report.refundCount === 1 ? 'payment' : 'payments'} refunded`,
    },
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-5">
      {figures.map((f) => (
        <div key={f.label} className="rounded-box border border-base-300 bg-base-100 p-4">
          <dt className="text-sm text-base-content/75">{f.label}</dt>
          <dd className="mt-1 font-display text-2xl font-semibold tabular-nums">{f.value}</dd>
          <dd className="mt-1 text-xs text-base-content/75">{f.hint}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Bookings by category as a table (the numbers behind the revenue chart). */
export function CategoryTable({ report }: { report: Report }) {
  if (report.byCategory.length === 0) return <p className="text-sm text-base-content/75">No paid stays in this range.</p>;
  return (
    <div
      role="region"
      aria-label="Bookings by category table"
      tabIndex={0}
      className="overflow-x-auto rounded-box border border-base-300 bg-base-100"
    >
      {/* Half the cells' side padding on phones: the four columns then fit 375 px unscrolled. */}
      <table className="table max-sm:[&_:is(th,td)]:px-2">
        <caption className="sr-only">Bookings by category</caption>
        <thead className="bg-base-200 text-base-content">
          <tr>
            <th scope="col">Category</th>
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
          {report.byCategory.map((c) => (
            <tr key={c.category}>
              <th scope="row" className="font-medium">
                {humanizeCategory(c.category)}
              </th>
              <td className="text-right tabular-nums">{count.format(c.bookings)}</td>
              <td className="text-right tabular-nums">{count.format(c.roomNights)}</td>
              <td className="text-right tabular-nums">{formatMoney(c.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
