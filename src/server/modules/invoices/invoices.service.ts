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
import { findBookingBalance, findLatestRefund, findPaymentMethod } from '../checkout/checkout.service.ts';
import { isEntityId } from '#shared/schemas/common.ts';
import { isUndeliverableEmail } from '#shared/domain/desk-guest.ts';
import { formatBdt, toBdt } from '#shared/domain/money.ts';
import { PAYMENT_METHOD_LABELS } from '#shared/schemas/inventory.ts';
import { findInvoiceRow, type InvoiceRow } from './invoices.repository.ts';
import { hasPermission } from '#shared/domain/staff-roles.ts';

/**
 * Row → the invoice model; calendar days are in the hotel's time zone, the invoice is issued
 * `now` (the PDF is drawn on demand). `refundPoisha` is what went back, when the payment was refunded.
 */
function toInvoice(
  row: InvoiceRow,
  settings: { hotel: HotelIdentity; timeZone: string },
  refundPoisha: number | null = null,
  now = new Date(),
  deskDetails?: [string, string | null][],
): Invoice {
  const { payment, booking } = row;
  const isRefunded = payment.status === 'refunded';
  return buildInvoice({
    hotel: settings.hotel,
    tranId: payment.tranId,
    issuedOn: todayInHotel(now, settings.timeZone),
    // A desk guest without an e-mail has an undeliverable placeholder (issue 27): not printed.
    guest: {
      name: row.guest.name,
      email: isUndeliverableEmail(row.guest.email) ? '' : row.guest.email,
      phone: row.guest.phoneNumber,
      address: row.guest.address,
    },
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
    // Money taken at the desk is real whatever the gateway's mode (issue 27).
    isTestPayment: payment.method === 'gateway' && payment.gatewayMode !== 'live',
    deskDetails,
  });
}

/** The PDF of one payment's invoice row. */
async function renderInvoiceRow(app: AppContext, row: InvoiceRow): Promise<Buffer> {
  const refundPoisha = row.payment.status === 'refunded' ? ((await findLatestRefund(app.db, row.payment.id))?.amountPoisha ?? null) : null;
  // PDFKit (about 0.2 s to load) loads with the first invoice, not at start-up.
  const { renderInvoicePdf } = await import('./invoice-pdf.ts');
  const settings = { hotel: app.config.hotel, timeZone: app.config.hotelTimeZone };
  return renderInvoicePdf(toInvoice(row, settings, refundPoisha, new Date(), await deskDetailsOf(app, row)));
}

/** A desk payment's receipt lines (issue 27): method, reference, the stay's total, paid so far and balance due (BDT); none for a gateway payment. */
async function deskDetailsOf(app: AppContext, row: InvoiceRow): Promise<[string, string | null][] | undefined> {
  const { payment } = row;
  if (payment.method === 'gateway') return undefined;
  const money = await findBookingBalance(app, payment.bookingId);
  const bdt = (poisha: number) => formatBdt(toBdt(poisha));
  return [
    ['Paid by', `${PAYMENT_METHOD_LABELS[payment.method]} at the front desk`],
    ['Reference', payment.reference],
    ['Stay total', money ? bdt(money.totalPoisha) : null],
    ['Paid so far', money ? bdt(money.paidPoisha) : null],
    ['Balance due', money ? bdt(money.totalPoisha - money.paidPoisha) : null],
  ];
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
  if (row.payment.userId !== caller.id && !hasPermission(caller.role, 'invoices')) throw forbidden();
  const pdf = await renderInvoiceRow(app, row);
  // tran_ids are ours (HB + base36 + hex), but keep the header safe whatever they hold.
  return { filename: `invoice-${tranId.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`, pdf };
}

/**
 * GET /api/admin/payments/{id}/receipt (issue 27, admin): the printable receipt of one payment
 * (desk or gateway) as `{ filename, pdf }`: the invoice PDF of that payment, with a desk
 * payment's method, reference and balance. Throws 404 (unknown, or not paid or refunded).
 */
export async function getReceiptPdf(app: AppContext, paymentId: string): Promise<{ filename: string; pdf: Buffer }> {
  const payment = isEntityId(paymentId) ? await findPaymentMethod(app.db, paymentId) : undefined;
  if (!payment || (payment.status !== 'paid' && payment.status !== 'refunded')) throw notFound('Receipt');
  const pdf = await renderPaymentInvoice(app, payment.tranId);
  if (!pdf) throw notFound('Receipt');
  return { filename: `receipt-${payment.tranId.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`, pdf };
}
