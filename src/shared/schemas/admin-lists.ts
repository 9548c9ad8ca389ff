/**
 * Paged admin lists (issue #13): the query parameters of GET /all-bookings-admin and
 * GET /all-payments-admin and their paged answers. Without any of these parameters the
 * spec's own calls (docs/product/api.md#paged-admin-lists) keep answering the plain list.
 */
import { z } from 'zod';
import { BOOKING_STATUS_KEYS } from '../domain/booking-display-status.ts';
import { bookingSchema } from './bookings.ts';
import { ROLES } from '../domain/staff-roles.ts';
import { isoDateSchema } from './common.ts';
import { pageMetaFields, pageNumberFields } from './paging.ts';
import { cancellationRequestSchema } from './cancellations.ts';
import { adminPaymentSchema } from './payments.ts';
import { BOOKING_SOURCES, PAYMENT_METHODS } from './inventory.ts';
import { userSchema } from './users.ts';

const pageFields = {
  ...pageNumberFields,
  /** Guest name or e-mail, room title (case-insensitive substring) or an exact tran_id. */
  q: z.string().trim().max(100).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
};

/**
 * Admin booking filters: the status keys of shared/domain/booking-display-status.ts (issue 24:
 * the filter finds what the row says), plus "refunded", the spec's older name for "cancelled".
 */
const BOOKING_FILTER_STATUSES = [...BOOKING_STATUS_KEYS, 'refunded'] as const;
const BOOKING_SORTS = ['bookingDate', 'startDate', 'price'] as const;

export const bookingListQuerySchema = z.object({
  ...pageFields,
  status: z.enum(BOOKING_FILTER_STATUSES).optional(),
  /** Stays that overlap stayFrom..stayTo (inclusive). */
  stayFrom: isoDateSchema.optional(),
  stayTo: isoDateSchema.optional(),
  /** Where the bookings came from (issue 27). */
  source: z.enum(BOOKING_SOURCES).optional(),
  sort: z.enum(BOOKING_SORTS).optional(),
});
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

const PAYMENT_FILTER_STATUSES = ['paid', 'refunded'] as const;
const PAYMENT_SORTS = ['paidAt', 'amount'] as const;
const PAYMENT_METHOD_FILTERS = [...PAYMENT_METHODS, 'desk'] as const;

export const paymentListQuerySchema = z.object({
  ...pageFields,
  status: z.enum(PAYMENT_FILTER_STATUSES).optional(),
  /** Payment date range in hotel days (inclusive). */
  paidFrom: isoDateSchema.optional(),
  paidTo: isoDateSchema.optional(),
  /** How the payments were taken (issue 27): one method, or `desk` for any of the desk methods. */
  method: z.enum(PAYMENT_METHOD_FILTERS).optional(),
  sort: z.enum(PAYMENT_SORTS).optional(),
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

const pageMeta = pageMetaFields;

/** Counting stops here so a page stays fast on a million rows; the UI says "1000+". */
export const COUNT_CAP = 1000;

/** A row of the paged All Bookings (issue 27): the booking, where it came from and its physical room's number. */
const pagedBookingSchema = bookingSchema.extend({
  source: z.enum(BOOKING_SOURCES),
  /** The OTA's name, when the source is `ota`. */
  sourceName: z.string().nullable(),
  roomNumber: z.string(),
});
export type PagedBooking = z.infer<typeof pagedBookingSchema>;
export const bookingPageSchema = z.object({ items: z.array(pagedBookingSchema), ...pageMeta });
export type BookingPage = z.infer<typeof bookingPageSchema>;
/** A row of the paged All Payments (issue 27): the payment and how it was taken. */
const pagedPaymentSchema = adminPaymentSchema.extend({ method: z.enum(PAYMENT_METHODS) });
export type PagedPayment = z.infer<typeof pagedPaymentSchema>;
export const paymentPageSchema = z.object({ items: z.array(pagedPaymentSchema), ...pageMeta });
export type PaymentPage = z.infer<typeof paymentPageSchema>;

/** Totals of the current payment filter, BDT: money taken, money given back, and the difference. */
export const paymentTotalsSchema = z.object({ count: z.number().int(), paid: z.number(), refunded: z.number(), net: z.number() });
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>;

/** True when the caller asked for the paged form (any known list parameter present). */
export function isPagedQuery(query: Record<string, unknown>): boolean {
  return Object.values(query).some((value) => value !== undefined);
}

const CUSTOMER_SORTS = ['createdAt', 'name'] as const;
export const customerListQuerySchema = z.object({
  ...pageFields,
  /** Name or e-mail (case-insensitive substring). */
  role: z.enum(ROLES).optional(),
  sort: z.enum(CUSTOMER_SORTS).optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;
export const customerPageSchema = z.object({ items: z.array(userSchema), ...pageMeta });
export type CustomerPage = z.infer<typeof customerPageSchema>;

/** GET /cancelation-reqs: the spec's `id`, or paging with search (guest, room, tran_id) and status. */
export const cancellationPageQuerySchema = z.object({
  id: z.string().min(1).optional(),
  ...pageFields,
  status: z.enum(['pending', 'resolved']).optional(),
});
export type CancellationPageQuery = z.infer<typeof cancellationPageQuerySchema>;
export const cancellationPageSchema = z.object({ items: z.array(cancellationRequestSchema), ...pageMeta });
export type CancellationPage = z.infer<typeof cancellationPageSchema>;
