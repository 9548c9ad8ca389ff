/**
 * Invoices (issue #4 item 7): the PDF of a completed payment, for its guest or an admin.
 * Money is integer poisha in the database and in the invoice model (shared/domain/invoice.ts);
 * the PDF prints it in BDT. The From block is the configured hotel (config.hotel, issue 10).
 */
import { formatHotelTimestamp, todayInHotel } from '#shared/domain/hotel-time.ts';
import { buildInvoice, type Invoice } from '#shared/domain/invoice.ts';
import type { HotelIdentity } from '#shared/schemas/hotel.ts';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { findLatestRefund } from '../checkout/checkout.service.ts';
import { findInvoiceRow, type InvoiceRow } from './invoices.repository.ts';

/**
 * Row → the invoice model; calendar days are in the hotel's time zone, the invoice is issued
 * `now` (the PDF is drawn on demand). `refundPoisha` is what went back, when the payment was refunded.
 */
function toInvoice(
  row: InvoiceRow,
  settings: { hotel: HotelIdentity; timeZone: string },
  refundPoisha: number | null = null,
  now = new Date(),
): Invoice {
  const { payment, booking } = row;
  const isRefunded = payment.status === 'refunded';
  return buildInvoice({
    hotel: settings.hotel,
    tranId: payment.tranId,
    issuedOn: todayInHotel(now, settings.timeZone),
    guest: { name: row.guest.name, email: row.guest.email, phone: row.guest.phoneNumber, address: row.guest.address },
    room: row.room,
    stay: { checkIn: booking.startDate, checkOut: booking.endDate, nights: booking.nights },
    nightlyPoisha: booking.pricePerNightPoisha,
    totalPoisha: payment.amountPoisha,
    payment: {
      status: payment.status,
      // The gateway's tran_date (hotel wall time) or our paid_at, in the one timestamp style (issue 24).
      date: formatHotelTimestamp(payment.tranDate || payment.paidAt, settings.timeZone),
      cardType: payment.cardType,
      bankGateway: payment.bankGw,
      valId: payment.valId,
      currency: payment.currencyType ?? payment.currency,
    },
    refund: isRefunded
      ? { amountPoisha: refundPoisha, on: payment.refundedAt ? todayInHotel(payment.refundedAt, settings.timeZone) : null }
      : null,
    isTestPayment: payment.gatewayMode !== 'live',
  });
}

/** The PDF of one payment's invoice row. */
async function renderInvoiceRow(app: AppContext, row: InvoiceRow): Promise<Buffer> {
  const refundPoisha = row.payment.status === 'refunded' ? ((await findLatestRefund(app.db, row.payment.id))?.amountPoisha ?? null) : null;
  // PDFKit (about 0.2 s to load) loads with the first invoice, not at start-up.
  const { renderInvoicePdf } = await import('./invoice-pdf.ts');
  return renderInvoicePdf(toInvoice(row, { hotel: app.config.hotel, timeZone: app.config.hotelTimeZone }, refundPoisha));
}

/** The PDF of payment `tranId`'s invoice (the confirmation e-mail's attachment), or undefined when the payment is gone. */
export async function renderPaymentInvoice(app: AppContext, tranId: string): Promise<Buffer | undefined> {
  const row = await findInvoiceRow(app.db, tranId);
  return row && renderInvoiceRow(app, row);
}

/**
 * GET /invoice/:tranId → `{ filename, pdf }`. Only paid or refunded payments have one.
 * Throws 404 (unknown or not completed), 403 (neither the payment's guest nor an admin).
 */
export async function getInvoicePdf(app: AppContext, caller: SessionUser, tranId: string): Promise<{ filename: string; pdf: Buffer }> {
  const row = await findInvoiceRow(app.db, tranId);
  if (!row || (row.payment.status !== 'paid' && row.payment.status !== 'refunded')) throw notFound('Invoice');
  if (row.payment.userId !== caller.id && caller.role !== 'admin') throw forbidden();
  const pdf = await renderInvoiceRow(app, row);
  // tran_ids are ours (HB + base36 + hex), but keep the header safe whatever they hold.
  return { filename: `invoice-${tranId.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`, pdf };
}
