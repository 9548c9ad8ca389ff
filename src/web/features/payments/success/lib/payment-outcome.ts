/**
 * The payment-success page shows what the server says about the payment of its route's tran_id
 * (issue #12, from GET /api/payments/{tranId}/status of issue #8), never what the query string
 * claims: an unknown, foreign or unpaid transaction must not read "Payment Successful!".
 */
import type { InvoiceInput } from '#shared/domain/invoice.ts';
import { toPoisha } from '#shared/domain/money.ts';
import type { HotelIdentity } from '#shared/schemas/hotel.ts';
import type { PaymentStatusReply } from '#shared/schemas/payments.ts';
import { formatTimestamp } from '#web/lib/format.ts';

export interface PaymentSuccessDetails {
  tranId: string;
  name: string;
  email: string;
  roomName: string;
  roomId: string;
  /** `YYYY-MM-DD` hotel days. */
  checkIn: string;
  checkOut: string;
  nights: number;
  /** Total paid in BDT. */
  total: number;
}

/** What the page tells: success only for a payment the server holds as paid. */
export type PaymentOutcomeKind = 'paid' | 'pending' | 'refunded' | 'refund_pending' | 'not-paid';

export function outcomeOf(reply: PaymentStatusReply): PaymentOutcomeKind {
  switch (reply.status) {
    case 'paid':
    case 'pending':
    case 'refunded':
    case 'refund_pending':
      return reply.status;
    default:
      return 'not-paid';
  }
}

/** The server's reply as the summary's and invoice's fields. */
export function detailsOf(reply: PaymentStatusReply): PaymentSuccessDetails {
  const { booking } = reply;
  return {
    tranId: reply.tranId,
    name: reply.guest.name,
    email: reply.guest.email,
    roomName: booking.roomTitle,
    roomId: booking.roomId,
    checkIn: booking.startDate,
    checkOut: booking.endDate,
    nights: booking.nights,
    total: reply.amount,
  };
}

/**
 * The server's reply as the invoice model's facts (shared/domain/invoice.ts). The reply carries
 * no guest address or nightly rate, so the To block uses the model's fallback and the line item
 * shows the nights and the total.
 */
export function invoiceInputOf(reply: PaymentStatusReply, hotel: HotelIdentity | undefined): InvoiceInput {
  const { booking } = reply;
  return {
    hotel: hotel ?? null,
    tranId: reply.tranId,
    issuedOn: null,
    guest: { name: reply.guest.name, email: reply.guest.email },
    room: { title: booking.roomTitle },
    stay: { checkIn: booking.startDate, checkOut: booking.endDate, nights: booking.nights },
    totalPoisha: toPoisha(reply.amount),
    payment: {
      status: reply.status,
      date: reply.tran_date ? formatTimestamp(reply.tran_date) : null,
      cardType: reply.card_type,
      bankGateway: reply.bank_gw,
      valId: reply.val_id,
      currency: reply.currency_type,
    },
    refund: reply.refundAmount !== null ? { amountPoisha: toPoisha(reply.refundAmount), on: null } : null,
    isTestPayment: reply.isTestPayment,
  };
}
