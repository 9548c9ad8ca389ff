/**
 * The inventory's vocabularies (issue 27): where a booking came from, how a payment was taken,
 * and why a physical room is blocked. One definition each, shared by the database enums, the
 * API's validation and the screens.
 */

/** Where a booking came from. `website` is the spec's online flow; the rest are entered by staff. */
export const BOOKING_SOURCES = ['website', 'walk-in', 'phone', 'facebook', 'whatsapp', 'ota'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/** How a payment was taken: `gateway` is SSLCommerz; the rest are taken at the desk. */
export const PAYMENT_METHODS = ['gateway', 'cash', 'bkash', 'nagad', 'card', 'bank-transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DESK_PAYMENT_METHODS = ['cash', 'bkash', 'nagad', 'card', 'bank-transfer'] as const satisfies readonly PaymentMethod[];
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];

/** Why a physical room is taken out of sale for some nights. */
export const BLOCK_KINDS = ['out-of-order', 'maintenance', 'owner-use'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** Screen labels of the vocabularies above. */
export const BOOKING_SOURCE_LABELS: Record<BookingSource, string> = {
  website: 'Website',
  'walk-in': 'Walk-in',
  phone: 'Phone',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  ota: 'OTA',
};
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  gateway: 'SSLCommerz',
  cash: 'Cash',
  bkash: 'bKash',
  nagad: 'Nagad',
  card: 'Card at the desk',
  'bank-transfer': 'Bank transfer',
};
export const BLOCK_KIND_LABELS: Record<BlockKind, string> = {
  'out-of-order': 'Out of order',
  maintenance: 'Maintenance',
  'owner-use': "Owner's use",
};
