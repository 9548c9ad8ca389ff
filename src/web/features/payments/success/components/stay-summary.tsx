import type { PaymentSuccessDetails } from '../lib/payment-outcome.ts';
import { DetailList } from './detail-list.tsx';
import { formatMoney, formatStayDate } from '#web/lib/format.ts';

/** docs/product/screens.md#payment-success summary: name, email, room, check in/out (day-month-year), nights, total in BDT. */
export function StaySummary({ details }: { details: PaymentSuccessDetails }) {
  return (
    <section
      aria-labelledby="stay-summary-title"
      className="rounded-2xl bg-base-100 p-5 shadow-sm ring-1 ring-base-300 sm:p-6 print:hidden"
    >
      <h2 id="stay-summary-title" className="mb-2 text-xl font-semibold">
        Booking summary
      </h2>
      <DetailList
        rows={[
          ['Name', details.name],
          ['Email', details.email],
          ['Room', details.roomName],
          ['Check in', formatStayDate(details.checkIn)],
          ['Check out', formatStayDate(details.checkOut)],
          ['Nights', String(details.nights)],
          ['Total price', formatMoney(details.total)],
        ]}
      />
    </section>
  );
}
