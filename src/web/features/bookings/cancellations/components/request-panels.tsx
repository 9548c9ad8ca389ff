import type { ReactNode } from 'react';
import { humanizeCategory } from '#shared/domain/humanize-category.ts';
import type { CancellationRequest } from '#shared/schemas/cancellations.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { formatMoney, formatNightly, formatStayDate, formatTimestamp } from '#web/lib/format.ts';

type Row = [label: string, value: ReactNode];

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm">
      <h2 className="mb-3 font-display text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Rows({ rows }: { rows: Row[] }) {
  return (
    <dl className="divide-y divide-base-300 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 py-2">
          <dt className="text-base-content/75">{label}</dt>
          <dd className="text-right font-medium [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The four panels of docs/product/screens.md#cancelation-request-detail: Room, Customer, Booking, Cancelation. */
export function RequestPanels({ request }: { request: CancellationRequest }) {
  const { room, user, booking, payment } = request;
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Panel title="Room">
        <img src={room.image} alt={room.title} className="mb-3 aspect-[16/9] w-full rounded-box object-cover" />
        <Rows
          rows={[
            ['Title', room.title],
            ['Category', humanizeCategory(room.category)],
            ['Price', formatNightly(room.price)],
          ]}
        />
      </Panel>
      <Panel title="Customer">
        <div className="mb-3 flex items-center gap-3">
          <Avatar name={user.name} photo={user.photo} size="size-14" alt="" />
          <p className="font-semibold">{user.name}</p>
        </div>
        <Rows rows={[['E-mail', user.email]]} />
      </Panel>
      <Panel title="Booking">
        <Rows
          rows={[
            ['Check in', formatStayDate(booking.startDate)],
            ['Check out', formatStayDate(booking.endDate)],
            ['Nights', booking.nights],
            ['Total', formatMoney(booking.price)],
            ['Booked on', formatTimestamp(booking.bookingDate)],
            [
              'Transaction ID',
              <span key="t" className="font-mono">
                {payment.transactionId}
              </span>,
            ],
            ['Payment', `${capitalise(payment.status)}${payment.isTestPayment ? ' (test payment)' : ''}`],
          ]}
        />
      </Panel>
      <Panel title="Cancelation">
        <Rows
          rows={[
            ['Issued', formatTimestamp(request.date)],
            ['Status', `${capitalise(request.status)}${request.decision ? ` (${request.decision})` : ''}`],
            ...(request.resolvedAt ? [['Resolved on', formatTimestamp(request.resolvedAt)] as Row] : []),
          ]}
        />
        <h3 className="mt-3 text-sm font-semibold text-base-content/75">Reason</h3>
        <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{request.reason}</p>
        {request.declineReason && (
          <>
            <h3 className="mt-3 text-sm font-semibold text-base-content/75">Why it was declined</h3>
            <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{request.declineReason}</p>
          </>
        )}
      </Panel>
    </div>
  );
}
