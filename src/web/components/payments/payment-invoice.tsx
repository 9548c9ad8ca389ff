import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { HiArrowDownTray } from 'react-icons/hi2';
import { messages } from '#shared/messages.ts';
import type { Payment } from '#shared/schemas/payments.ts';
import type { User } from '#shared/schemas/users.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { bookingCardLabels } from '#shared/domain/booking-card-state.ts';
import { uiText } from '#web/lib/ui-text.ts';
import { HOTEL_ADDRESS } from '#shared/domain/hotel-address.ts';
import { formatBdt } from '#shared/domain/money.ts';
import { downloadInvoice } from './download-invoice.ts';
import { EmailText } from '#web/components/ui/email-text.tsx';

/** Who the invoice is addressed to: a full user record, or the guest of an admin payment item. */
export type InvoiceRecipient = Pick<User, 'name' | 'email'> & { address?: User['address'] };

/** Body of the Payment Details modal: an invoice (SPEC §2); its PDF comes from DownloadInvoiceButton. */
export function PaymentInvoice({ payment, user }: { payment: Payment; user: InvoiceRecipient }) {
  const details: [string, string | null][] = [
    ['Transaction ID', payment.tran_id],
    // The gateway's tran_date is already hotel-local text; show it as sent.
    ['Date', payment.tran_date ?? formatDateTime(payment.paymentDate)],
    ['Card type', payment.card_type],
    ['Bank gateway', payment.bank_gw],
    ['Validation ID', payment.val_id],
    ['Currency', payment.currency_type],
    ['Status', payment.status.charAt(0).toUpperCase() + payment.status.slice(1)],
  ];
  return (
    <article aria-label="Invoice" data-invoice-tran-id={payment.tran_id} className="space-y-5 text-sm">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold uppercase tracking-wide text-base-content/75">From</h3>
          {HOTEL_ADDRESS.map((line, i) => <p key={line} className={i === 0 ? 'font-medium' : undefined}>{line}</p>)}
        </div>
        <div className="sm:text-right">
          <h3 className="font-semibold uppercase tracking-wide text-base-content/75">To</h3>
          <p className="font-medium">{user.name}</p>
          <p><EmailText email={user.email} /></p>
          <p>{user.address || 'Dhaka, Bangladesh'}</p>
        </div>
      </div>
      <table className="table">
        <thead className="text-base-content/80">
          <tr><th scope="col">Item</th><th scope="col" className="text-right">Amount</th></tr>
        </thead>
        <tbody>
          <tr><td>{payment.roomTitle}</td><td className="text-right">{formatBdt(payment.amount)}</td></tr>
        </tbody>
        <tfoot>
          <tr className="text-base text-base-content"><th scope="row">Total</th><td className="text-right font-semibold">{formatBdt(payment.amount)}</td></tr>
        </tfoot>
      </table>
      <section aria-label="Payment details">
        <h3 className="mb-2 font-semibold uppercase tracking-wide text-base-content/75">Payment details</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-base-content/75">{label}</dt>
              <dd className="break-all font-medium">{value || '—'}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-2 flex flex-wrap gap-2">
          {payment.status === 'refunded' && <p className="badge badge-error font-semibold">{bookingCardLabels.refunded}</p>}
          {payment.isTestPayment && <p className="badge badge-warning">{uiText.testPayment}: no money moved</p>}
        </div>
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
      toast.error((error as Error).message || messages.somethingWrong);
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
      {isDownloading
        ? <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        : <HiArrowDownTray aria-hidden="true" className="size-5" />}
      {isDownloading ? 'Downloading…' : 'Download'}
      {isDownloading && <span role="status" className="sr-only">Downloading the invoice</span>}
    </button>
  );
}
