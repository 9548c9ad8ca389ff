/**
 * The one invoice model (issue 10): the payment-success page, the Payment Details modal and the
 * PDF all draw what buildInvoice returns (docs/product/screens.md#invoice), so their From and To
 * blocks, line item, total and payment details cannot drift apart. Pure: no I/O, no formatting
 * of money or dates beyond what every view prints the same way.
 */
import { formatBdt, toBdt } from './money.ts';
import type { HotelIdentity } from '../schemas/hotel.ts';
import type { PaymentStatus } from '../schemas/payments.ts';

/** The To block's address when the guest has none on file (what the modal and the PDF printed before the model). */
export const GUEST_ADDRESS_FALLBACK = 'Dhaka, Bangladesh';

/** The facts an invoice is built from; each view passes what its data source knows. */
export interface InvoiceInput {
  /** The configured hotel (config.hotel on the server, GET /api/booking-limits on the web); null while the web is still asking. */
  hotel: HotelIdentity | null;
  /** The payment's tran_id: the invoice number. */
  tranId: string;
  /** Day the invoice is issued, `YYYY-MM-DD` hotel time; null when the view prints no issue day. */
  issuedOn: string | null;
  guest: { name: string; email: string; address?: string | null; phone?: string | null };
  room: { title: string; category?: string | null };
  /** The stay, `YYYY-MM-DD` hotel days; null when the data source does not carry it (the payment lists). */
  stay?: { checkIn: string; checkOut: string; nights: number } | null;
  /** Nightly rate in integer poisha, when known. */
  nightlyPoisha?: number | null;
  /** Amount paid in integer poisha. */
  totalPoisha: number;
  payment: {
    status: PaymentStatus;
    /** When it was paid, already in the one timestamp style (formatHotelTimestamp, docs/architecture.md#formats). */
    date: string | null;
    cardType: string | null;
    bankGateway: string | null;
    valId: string | null;
    currency: string | null;
  };
  /** A refund, when money went back: its amount in integer poisha and its day (`YYYY-MM-DD` hotel time), each if known. */
  refund?: { amountPoisha: number | null; on: string | null } | null;
  /** Paid through the built-in sandbox or SSLCommerz's sandbox: no money moved. */
  isTestPayment: boolean;
  /** Issue 27: a desk payment's receipt lines (how it was paid, its reference, the stay's total and balance), in order. */
  deskDetails?: [label: string, value: string | null][];
}

/** One side of the invoice: a name, postal lines, an e-mail and (the guest's, if on file) a phone. */
export interface InvoiceParty {
  name: string;
  addressLines: string[];
  email: string;
  phone: string | null;
}

/** The one line item: the room, nights × nightly rate (integer poisha) = amount. */
export interface InvoiceLineItem {
  title: string;
  category: string | null;
  checkIn: string | null;
  checkOut: string | null;
  nights: number | null;
  nightlyPoisha: number | null;
  amountPoisha: number;
}

/** A labelled payment detail. */
interface InvoiceDetail {
  label: string;
  value: string;
}

/** What all three invoice views render. Money in integer poisha, days `YYYY-MM-DD` hotel time. */
export interface Invoice {
  /** The tran_id. */
  number: string;
  issuedOn: string | null;
  /** The hotel; null until the web knows it. */
  from: InvoiceParty | null;
  to: InvoiceParty;
  items: InvoiceLineItem[];
  totalPoisha: number;
  /**
   * Transaction ID, Date, Card type, Bank gateway, Validation ID, Status, Currency, and Refunded when
   * an amount went back. A detail the gateway did not report is left out rather than shown as a dash.
   */
  details: InvoiceDetail[];
  status: PaymentStatus;
  /** "Paid", "Refunded", "Refund pending"… */
  statusLabel: string;
  refund: { amountPoisha: number | null; on: string | null } | null;
  isTestPayment: boolean;
}

/** A payment status as invoices print it: "paid" → "Paid", "refund_pending" → "Refund pending". */
export function paymentStatusLabel(status: PaymentStatus): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The hotel as one line each: name, then its postal lines (the e-mail footer joins them). */
export function hotelLines(hotel: HotelIdentity): string[] {
  return [hotel.name, ...hotel.addressLines];
}

/** Builds the invoice of one payment. Throws RangeError when an amount is not integer poisha. */
export function buildInvoice(input: InvoiceInput): Invoice {
  assertPoisha(input.totalPoisha);
  if (input.nightlyPoisha != null) assertPoisha(input.nightlyPoisha);
  if (input.refund?.amountPoisha != null) assertPoisha(input.refund.amountPoisha);
  const { guest, payment, stay } = input;
  const refund = input.refund ?? null;
  const statusLabel = paymentStatusLabel(payment.status);
  const rows: [label: string, value: string | null][] = [
    ['Transaction ID', input.tranId],
    ['Date', payment.date],
    ['Card type', payment.cardType],
    ['Bank gateway', payment.bankGateway],
    ['Validation ID', payment.valId],
    ...(input.deskDetails ?? []),
    ['Status', statusLabel],
    ['Currency', payment.currency],
    ['Refunded', refund?.amountPoisha != null ? formatBdt(toBdt(refund.amountPoisha)) : null],
  ];
  const details = rows.flatMap(([label, value]): InvoiceDetail[] => (value?.trim() ? [{ label, value }] : []));
  return {
    number: input.tranId,
    issuedOn: input.issuedOn,
    from: input.hotel
      ? { name: input.hotel.name, addressLines: [...input.hotel.addressLines], email: input.hotel.email, phone: null }
      : null,
    to: {
      name: guest.name,
      addressLines: [guest.address?.trim() || GUEST_ADDRESS_FALLBACK],
      email: guest.email,
      phone: guest.phone?.trim() || null,
    },
    items: [
      {
        title: input.room.title,
        category: input.room.category ?? null,
        checkIn: stay?.checkIn ?? null,
        checkOut: stay?.checkOut ?? null,
        nights: stay?.nights ?? null,
        nightlyPoisha: input.nightlyPoisha ?? null,
        amountPoisha: input.totalPoisha,
      },
    ],
    totalPoisha: input.totalPoisha,
    details,
    status: payment.status,
    statusLabel,
    refund,
    isTestPayment: input.isTestPayment,
  };
}

function assertPoisha(amount: number): void {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError(`Amount must be integer poisha: ${amount}`);
}
