/**
 * Invoices (issue #4 item 7): the PDF of a completed payment, for its guest or an admin.
 * Money is integer poisha in the database and BDT on the invoice.
 */
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { toBdt } from '#shared/domain/money.ts';
import { formatDayMonthYear } from '#shared/domain/nights.ts';
import type { App } from '../../app.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { renderInvoicePdf, type InvoiceData } from './invoice-pdf.ts';
import { findInvoiceRow, type InvoiceRow } from './invoices.repository.ts';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Row → what the PDF shows; calendar days are in the hotel's time zone. */
export function toInvoiceData(row: InvoiceRow, timeZone: string, now = new Date()): InvoiceData {
  const { payment, booking } = row;
  const hotelDay = (at: Date) => formatDayMonthYear(todayInHotel(at, timeZone));
  return {
    tranId: payment.tranId,
    issuedOn: hotelDay(now),
    guest: { name: row.guest.name, email: row.guest.email, phone: row.guest.phoneNumber, address: row.guest.address },
    room: row.room,
    checkIn: booking.startDate,
    checkOut: booking.endDate,
    nights: booking.nights,
    pricePerNightBdt: toBdt(booking.pricePerNightPoisha),
    totalBdt: toBdt(payment.amountPoisha),
    payment: {
      // The gateway's tran_date is already hotel-local text; keep it as sent.
      date: payment.tranDate ?? payment.paidAt?.toISOString() ?? '',
      cardType: payment.cardType ?? '', bankGateway: payment.bankGw ?? '', valId: payment.valId ?? '',
      status: capitalise(payment.status), currency: payment.currencyType ?? payment.currency,
    },
    isTestPayment: payment.gatewayMode !== 'live',
    refundedAt: payment.status === 'refunded' && payment.refundedAt ? hotelDay(payment.refundedAt) : null,
  };
}

/**
 * GET /invoice/:tranId → `{ filename, pdf }`. Only paid or refunded payments have one.
 * Throws 404 (unknown or not completed), 403 (neither the payment's guest nor an admin).
 */
export async function getInvoicePdf(app: App, caller: SessionUser, tranId: string): Promise<{ filename: string; pdf: Buffer }> {
  const row = await findInvoiceRow(app.db, tranId);
  if (!row || (row.payment.status !== 'paid' && row.payment.status !== 'refunded')) throw notFound('Invoice');
  if (row.payment.userId !== caller.id && caller.role !== 'admin') throw forbidden();
  const pdf = await renderInvoicePdf(toInvoiceData(row, app.config.hotelTimeZone));
  // tran_ids are ours (HB + base36 + hex), but keep the header safe whatever they hold.
  return { filename: `invoice-${tranId.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`, pdf };
}
