import { formatDayMonthYear } from '#shared/domain/nights.ts';
import { formatBdt } from '#shared/domain/money.ts';
import type { PaymentSuccessDetails } from '../lib/read-payment-query.ts';
import { DetailList } from './detail-list.tsx';

/** SPEC §2 summary: name, email, room, check in/out (day-month-year), nights, total in BDT. */
export function StaySummary({ details }: { details: PaymentSuccessDetails }) {
  return (
    <section aria-labelledby="stay-summary-title" className="rounded-2xl bg-base-100 p-5 shadow-sm ring-1 ring-base-300 sm:p-6 print:hidden">
      <h2 id="stay-summary-title" className="mb-2 text-xl font-semibold">
        Booking summary
      </h2>
      <DetailList
        rows={[
          ['Name', details.name],
          ['Email', details.email],
          ['Room', details.roomName],
          ['Check in', details.checkIn && formatDayMonthYear(details.checkIn)],
          ['Check out', details.checkOut && formatDayMonthYear(details.checkOut)],
          ['Nights', details.nights === null ? null : String(details.nights)],
          ['Total price', details.total === null ? null : formatBdt(details.total)],
        ]}
      />
    </section>
  );
}
