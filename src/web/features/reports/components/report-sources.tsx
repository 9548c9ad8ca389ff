import type { Report } from '#shared/schemas/front-desk.ts';
import { bookingSourceLabel } from '#web/lib/booking-source.ts';
import { BreakdownTable } from './breakdown-table.tsx';

/** Revenue and room-nights by booking source (issue 27), with the total row the sources add up to. */
export function SourceTable({ report }: { report: Report }) {
  const rows = report.bySource.map((r) => ({
    key: `${r.source}:${r.sourceName ?? ''}`,
    label: bookingSourceLabel(r.source, r.sourceName),
    bookings: r.bookings,
    roomNights: r.roomNights,
    revenue: r.revenue,
  }));
  const total = { bookings: rows.reduce((n, r) => n + r.bookings, 0), roomNights: report.roomNightsSold, revenue: report.roomRevenue };
  return (
    <BreakdownTable
      name="Revenue by source table"
      caption="Revenue and room-nights by booking source"
      groupHeading="Source"
      rows={rows}
      total={total}
    />
  );
}
