import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { HiArrowDownTray } from 'react-icons/hi2';
import { messages } from '#shared/messages.ts';
import { buildInvoice } from '#shared/domain/invoice.ts';
import { toBdt, toPoisha } from '#shared/domain/money.ts';
import type { HotelIdentity } from '#shared/schemas/hotel.ts';
import type { Payment } from '#shared/schemas/payments.ts';
import type { User } from '#shared/schemas/users.ts';
import { uiText } from '#web/lib/ui-text.ts';
import { useHotelIdentity } from '#web/lib/hotel-settings.ts';
import { downloadInvoice } from './download-invoice.ts';
import { InvoicePartyBlock } from './invoice-party.tsx';
import { formatMoney, formatTimestamp } from '#web/lib/format.ts';
import { toastError } from '#web/lib/mutation-errors.ts';

/** Who the invoice is addressed to: a full user record, or the guest of an admin payment item. */
export type InvoiceRecipient = Pick<User, 'name' | 'email'> & { address?: User['address'] };

/** The invoice model (shared/domain/invoice.ts) of a payment list item; the lists carry no stay dates or nightly rate. */
function invoiceOf(payment: Payment, user: InvoiceRecipient, hotel: HotelIdentity | undefined) {
  return buildInvoice({
    hotel: hotel ?? null,
    tranId: payment.tran_id,
    issuedOn: null,
    guest: { name: user.name, email: user.email, address: user.address },
    room: { title: payment.roomTitle },
    totalPoisha: toPoisha(payment.amount),
    payment: {
      status: payment.status,
      // The gateway's tran_date (hotel wall time) or our paid_at, in the one timestamp style (issue 24).
      date: payment.tran_date || payment.paymentDate ? formatTimestamp(payment.tran_date || payment.paymentDate) : null,
      cardType: payment.card_type,
      bankGateway: payment.bank_gw,
      valId: payment.val_id,
      currency: payment.currency_type,
    },
    isTestPayment: payment.isTestPayment,
  });
}

/** Body of the Payment Details modal: an invoice (docs/product/screens.md#invoice); its PDF comes from DownloadInvoiceButton. */
export function PaymentInvoice({ payment, user }: { payment: Payment; user: InvoiceRecipient }) {
  const invoice = invoiceOf(payment, user, useHotelIdentity());
  const money = (poisha: number) => formatMoney(toBdt(poisha));
  return (
    <article aria-label="Invoice" data-invoice-tran-id={invoice.number} className="space-y-5 text-sm">
      <div className="grid gap-4 sm:grid-cols-2">
        <InvoicePartyBlock title="From" party={invoice.from} />
        <InvoicePartyBlock title="To" party={invoice.to} className="sm:text-right" />
      </div>
      <table className="table">
        <thead className="text-base-content/80">
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="text-right">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.items.map((item) => (
            <tr key={item.title}>
              <td>{item.title}</td>
              <td className="text-right">{money(item.amountPoisha)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="text-base text-base-content">
            <th scope="row">Total</th>
            <td className="text-right font-semibold">{money(invoice.totalPoisha)}</td>
          </tr>
        </tfoot>
      </table>
      <section aria-label="Payment details">
        <h3 className="mb-2 font-semibold uppercase tracking-wide text-base-content/75">Payment details</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {invoice.details.map(({ label, value }) => (
            <div key={label} className="contents">
              <dt className="text-base-content/75">{label}</dt>
              <dd className="break-all font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        {/* Issue 24: "Refunded" is the Status row above, not a second badge beside this one. */}
        {invoice.isTestPayment && <p className="badge badge-warning mt-2">{uiText.testPayment}: no money moved</p>}
      </section>
      <p className="text-center font-display text-base italic">{messages.invoiceThanks}</p>
    </article>
  );
}

/** The tran_id of the PaymentInvoice shown in the same dialog as `element`, if any. */
function tranIdBeside(element: HTMLElement | null): string | undefined {
  const invoice = element?.closest('dialog')?.querySelector<HTMLElement>('[data-invoice-tran-id]');
  return invoice?.dataset.invoiceTranId || undefined;
}

/**
 * The invoice's Download button: fetches the PDF (GET /api/invoice/{tranId}) with the session
 * and saves it; a spinner while it runs, an error toast on failure. Pass `tranId`; without it
 * the button uses the PaymentInvoice in the same dialog (so `<DownloadInvoiceButton />` in a
 * Modal's actions keeps working).
 */
export function DownloadInvoiceButton({ tranId }: { tranId?: string } = {}) {
  const [isDownloading, setDownloading] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const download = async () => {
    const id = tranId ?? tranIdBeside(button.current);
    if (isDownloading) return;
    if (!id) {
      toast.error(uiText.downloadUnavailable);
      return;
    }
    setDownloading(true);
    try {
      await downloadInvoice(id);
    } catch (error) {
      void toastError(error);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <button
      ref={button}
      type="button"
      className="btn btn-primary"
      aria-disabled={isDownloading || undefined}
      onClick={() => void download()}
    >
      {isDownloading ? (
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
      ) : (
        <HiArrowDownTray aria-hidden="true" className="size-5" />
      )}
      {isDownloading ? 'Downloading…' : 'Download'}
      {isDownloading && (
        <span role="status" className="sr-only">
          Downloading the invoice
        </span>
      )}
    </button>
  );
}
