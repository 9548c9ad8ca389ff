import { FiPrinter } from 'react-icons/fi';
import { formatDayMonthYear } from '#shared/domain/nights.ts';
import { messages } from '#shared/messages.ts';
import { formatBdt } from '#shared/domain/money.ts';
import type { PaymentField, PaymentSuccessDetails } from '../lib/read-payment-query.ts';
import { DetailList } from './detail-list.tsx';
import { TestPaymentBadge } from './test-payment-badge.tsx';
import { EmailText } from '#web/components/ui/email-text.tsx';

/** SPEC §2: the addresses are fixed placeholders until the hotel and guest have real ones. */
const HOTEL = { name: 'Hotel Booking Ltd.', lines: ['12 Gulshan Avenue', 'Dhaka 1212, Bangladesh'], email: 'billing@hotel-booking.example' };
const GUEST_ADDRESS = ['House 7, Road 3, Dhanmondi', 'Dhaka 1205, Bangladesh'];

const PAYMENT_LABELS: Record<PaymentField, string> = {
  tran_id: 'Transaction ID',
  tran_date: 'Transaction date',
  card_type: 'Card type',
  bank_gw: 'Bank gateway',
  val_id: 'Validation ID',
  status: 'Status',
  currency_type: 'Currency',
};

/** Printable invoice: from/to blocks, the stay line, total, payment details and the thank-you note. */
export function Invoice({ details, isTestPayment }: { details: PaymentSuccessDetails; isTestPayment: boolean }) {
  const stay = details.checkIn && details.checkOut ? `${formatDayMonthYear(details.checkIn)} to ${formatDayMonthYear(details.checkOut)}` : null;
  const total = details.total === null ? '—' : formatBdt(details.total);

  return (
    <section aria-labelledby="invoice-title" className="payment-invoice rounded-2xl bg-base-100 p-5 shadow-sm ring-1 ring-base-300 sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="invoice-title" className="text-2xl font-bold">
            Invoice
          </h2>
          <p className="break-all text-sm text-base-content/75">No. {details.tranId || '—'}</p>
          {details.payment.tran_date && <p className="text-sm text-base-content/75">Date: {details.payment.tran_date}</p>}
          {isTestPayment && <TestPaymentBadge className="mt-2" />}
        </div>
        <button type="button" className="btn btn-sm btn-outline print:hidden" onClick={() => window.print()}>
          <FiPrinter aria-hidden="true" /> Print invoice
        </button>
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2">
        <div>
          <h3 className="text-xs font-semibold uppercase tracking-wide text-base-content/75">From</h3>
          <address className="mt-1 not-italic leading-relaxed">
            <span className="font-semibold">{HOTEL.name}</span>
            {HOTEL.lines.map((line) => (
              <span key={line} className="block">{line}</span>
            ))}
            <span className="block break-all">{HOTEL.email}</span>
          </address>
        </div>
        <div className="sm:text-right">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-base-content/75">To</h3>
          <address className="mt-1 not-italic leading-relaxed">
            <span className="font-semibold">{details.name ?? 'Guest'}</span>
            {details.email && <EmailText email={details.email} className="block" />}
            {GUEST_ADDRESS.map((line) => (
              <span key={line} className="block">{line}</span>
            ))}
          </address>
        </div>
      </div>

      <table className="mt-6 w-full text-left text-sm">
        <caption className="sr-only">Invoice items</caption>
        <thead>
          <tr className="border-b border-base-300 text-base-content/75">
            <th scope="col" className="py-2 font-semibold">Description</th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">Nights</th>
            <th scope="col" className="py-2 text-right font-semibold">Amount</th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-base-300 align-top">
            <td className="py-3 pr-2">
              <span className="block font-medium">{details.roomName ?? 'Room reservation'}</span>
              {stay && <span className="block text-base-content/75">{stay}</span>}
            </td>
            <td className="px-2 py-3 text-right">{details.nights ?? '—'}</td>
            <td className="py-3 text-right whitespace-nowrap">{total}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="pt-3 pr-4 text-right text-base">Total</th>
            <td className="pt-3 text-right text-base font-bold whitespace-nowrap">{total}</td>
          </tr>
        </tfoot>
      </table>

      <div className="mt-8">
        <h3 className="text-lg font-semibold">Payment details</h3>
        <DetailList rows={Object.entries(PAYMENT_LABELS).map(([field, label]) => [label, details.payment[field as PaymentField]])} />
      </div>

      <p className="mt-8 text-center font-semibold">{messages.invoiceThanks}</p>
    </section>
  );
}
