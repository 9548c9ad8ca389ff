import { FiPrinter } from 'react-icons/fi';
import { buildInvoice } from '#shared/domain/invoice.ts';
import { toBdt } from '#shared/domain/money.ts';
import { messages } from '#shared/messages.ts';
import type { PaymentStatusReply } from '#shared/schemas/payments.ts';
import { invoiceInputOf } from '../lib/payment-outcome.ts';
import { DetailList } from './detail-list.tsx';
import { TestPaymentBadge } from './test-payment-badge.tsx';
import { InvoicePartyBlock } from '../../components/invoice-party.tsx';
import { formatMoney, formatStayRange } from '#web/lib/format.ts';
import { useHotelIdentity } from '#web/lib/hotel-settings.ts';

/**
 * Printable invoice (docs/product/screens.md#invoice): from/to blocks, the stay line, total,
 * payment details and the thank-you note, all from the one invoice model and the configured hotel.
 */
export function Invoice({ reply }: { reply: PaymentStatusReply }) {
  const invoice = buildInvoice(invoiceInputOf(reply, useHotelIdentity()));
  const money = (poisha: number) => formatMoney(toBdt(poisha));
  const date = invoice.details.find((detail) => detail.label === 'Date')?.value;

  return (
    <section aria-labelledby="invoice-title" className="payment-invoice rounded-2xl bg-base-100 p-5 shadow-sm ring-1 ring-base-300 sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="invoice-title" className="text-2xl font-bold">
            Invoice
          </h2>
          <p className="break-all text-sm text-base-content/75">No. {invoice.number}</p>
          {date && <p className="text-sm text-base-content/75">Date: {date}</p>}
          {invoice.isTestPayment && <TestPaymentBadge className="mt-2" />}
        </div>
        <button type="button" className="btn btn-sm btn-outline print:hidden" onClick={() => window.print()}>
          <FiPrinter aria-hidden="true" /> Print invoice
        </button>
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2">
        <InvoicePartyBlock title="From" party={invoice.from} />
        <InvoicePartyBlock title="To" party={invoice.to} className="sm:text-right" />
      </div>

      <table className="mt-6 w-full text-left text-sm">
        <caption className="sr-only">Invoice items</caption>
        <thead>
          <tr className="border-b border-base-300 text-base-content/75">
            <th scope="col" className="py-2 font-semibold">
              Description
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              Nights
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.items.map((item) => (
            <tr key={item.title} className="border-b border-base-300 align-top">
              <td className="py-3 pr-2">
                <span className="block font-medium">{item.title}</span>
                {item.checkIn && item.checkOut && (
                  <span className="block text-base-content/75">{formatStayRange(item.checkIn, item.checkOut)}</span>
                )}
              </td>
              <td className="px-2 py-3 text-right">{item.nights}</td>
              <td className="py-3 text-right whitespace-nowrap">{money(item.amountPoisha)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="pt-3 pr-4 text-right text-base">
              Total
            </th>
            <td className="pt-3 text-right text-base font-bold whitespace-nowrap">{money(invoice.totalPoisha)}</td>
          </tr>
        </tfoot>
      </table>

      <div className="mt-8">
        <h3 className="text-lg font-semibold">Payment details</h3>
        <DetailList rows={invoice.details.map(({ label, value }) => [label, value])} />
      </div>

      <p className="mt-8 text-center font-semibold">{messages.invoiceThanks}</p>
    </section>
  );
}
