import { humanizeCategory } from '#shared/domain/humanize-category.ts';
import type { Report } from '#shared/schemas/front-desk.ts';
import { formatMoney } from '#web/lib/format.ts';
import { BreakdownTable } from './breakdown-table.tsx';

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
  const rows = report.byCategory.map((c) => ({
    key: c.category,
    label: humanizeCategory(c.category),
    bookings: c.bookings,
    roomNights: c.roomNights,
    revenue: c.revenue,
  }));
  return <BreakdownTable name="Bookings by category table" caption="Bookings by category" groupHeading="Category" rows={rows} />;
}
