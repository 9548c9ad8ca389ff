/**
 * Database schema (docs/architecture.md#data). Money columns are integer poisha; stay dates are SQL `date`
 * in hotel time (strings `YYYY-MM-DD` in JS). The no-double-booking exclusion constraint
 * cannot be expressed in Drizzle and lives in a custom SQL migration.
 */
import { relations, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
// Relative (not #shared) so drizzle-kit's loader resolves them too.
import { ROOM_CATEGORIES } from '../../shared/domain/humanize-category.ts';
import { BOOKING_STATUSES, C_STATUSES } from '../../shared/schemas/bookings.ts';
import { PAYMENT_STATUSES } from '../../shared/schemas/payments.ts';
import { ROLES } from '../../shared/domain/staff-roles.ts';
import { BLOCK_KINDS, BOOKING_SOURCES, PAYMENT_METHODS } from '../../shared/schemas/inventory.ts';
import { CANCELLATION_OUTCOMES, HOUSEKEEPING_STATUSES, ID_TYPES, STAY_STATUSES } from '../../shared/schemas/desk-vocabularies.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

// The API's value lists are the database's: one definition each, in src/shared.
export const roleEnum = pgEnum('user_role', ROLES);
export const roomCategoryEnum = pgEnum('room_category', ROOM_CATEGORIES);
export const bookingStatusEnum = pgEnum('booking_status', BOOKING_STATUSES);
export const cStatusEnum = pgEnum('cancel_status', C_STATUSES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const bookingSourceEnum = pgEnum('booking_source', BOOKING_SOURCES);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const blockKindEnum = pgEnum('block_kind', BLOCK_KINDS);
export const stayStatusEnum = pgEnum('stay_status', STAY_STATUSES);
export const housekeepingStatusEnum = pgEnum('housekeeping_status', HOUSEKEEPING_STATUSES);
export const idTypeEnum = pgEnum('id_type', ID_TYPES);
export const cancellationOutcomeEnum = pgEnum('cancellation_outcome', CANCELLATION_OUTCOMES);

// better-auth's tables. `image` is better-auth's field name; the column is the spec's `photo`.
export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('photo'),
  role: roleEnum('role').notNull().default('guest'),
  status: text('status').notNull().default('Verified'),
  age: integer('age'),
  phoneNumber: text('phone_number'),
  address: text('address'),
  bio: text('bio'),
  // Issue 29: better-auth's two-factor plugin keeps this flag on the user.
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  // Issue 29: a deactivated staff member cannot sign in; their sessions were ended when it was set.
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  // Issue 29: when they last signed in (set as each session starts); sessions go, this stays.
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  ...timestamps,
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    // Issue 29 (decision 031): when this session last proved the second factor (the two-factor
    // sign-in, enrolment's first code, or POST /api/step-up); null: never. Step-up routes read it.
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

/**
 * A session's (and an account's) user, for better-auth's joined reads (`advanced.database.joins`): one
 * statement instead of two on every signed-in request (docs/performance.md#write-path).
 */
export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));
export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));
export const userRelations = relations(user, ({ many }) => ({ sessions: many(session), accounts: many(account) }));

/** better-auth's two-factor plugin (issue 29): the TOTP secret and backup codes, both encrypted by better-auth. */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('two_factor_user_idx').on(t.userId), index('two_factor_secret_idx').on(t.secret)],
);

/**
 * better-auth's passkey plugin (issue 29, `@better-auth/passkey`): one WebAuthn credential per row.
 * `public_key` is the credential's public key (base64); nothing here is a secret, but the table is
 * never sent to the browser whole (the security page gets id, name, kind and when it was added).
 */
export const passkey = pgTable(
  'passkey',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    credentialID: text('credential_id').notNull(),
    counter: integer('counter').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
    aaguid: text('aaguid'),
  },
  (t) => [index('passkey_user_idx').on(t.userId), uniqueIndex('passkey_credential_idx').on(t.credentialID)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    hostId: text('host_id')
      .notNull()
      .references(() => user.id),
    pricePoisha: integer('price_poisha').notNull(),
    capacity: integer('capacity').notNull(),
    description: text('description').notNull(),
    category: roomCategoryEnum('category').notNull(),
    image: text('image').notNull(),
    gallery: text('gallery').array().notNull(),
    facilities: text('facilities').array().notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    // Review totals kept by the reviews_room_totals trigger (migration 0010, decision 016): the
    // room list sorts and pages 10,000 rooms by rating without aggregating every review.
    reviewCount: integer('review_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('rooms_category_idx').on(t.category),
    check('rooms_price_positive', sql`${t.pricePoisha} > 0`),
    check('rooms_capacity_positive', sql`${t.capacity} > 0`),
    check('rooms_likes_nonnegative', sql`${t.likesCount} >= 0`),
    check('rooms_gallery_five', sql`cardinality(${t.gallery}) = 5`),
    check('rooms_facilities_two', sql`cardinality(${t.facilities}) >= 2`),
  ],
);

/**
 * The physical rooms of a room type (issue 27): a `rooms` row is the type guests book (the spec's
 * Room); each booking holds one of its physical rooms. A retired room keeps its past bookings and
 * is never sold again; its number may be reused.
 */
export const physicalRooms = pgTable(
  'physical_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id),
    number: text('number').notNull(),
    floor: integer('floor'),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** Issue 28: check-out makes it dirty; housekeeping marks it clean or inspected; a guest checks in to a ready room. */
    housekeepingStatus: housekeepingStatusEnum('housekeeping_status').notNull().default('clean'),
    housekeepingUpdatedAt: timestamp('housekeeping_updated_at', { withTimezone: true }),
    housekeepingUpdatedBy: text('housekeeping_updated_by').references(() => user.id),
    ...timestamps,
  },
  (t) => [
    index('physical_rooms_room_idx').on(t.roomId),
    uniqueIndex('physical_rooms_number_unique')
      .on(t.number)
      .where(sql`${t.retiredAt} is null`),
    check('physical_rooms_number_nonblank', sql`length(btrim(${t.number})) between 1 and 10`),
  ],
);

/**
 * A physical room out of sale from `start_date` to `end_date` (issue 27), compared with stays by the
 * hotel's overlap rule. Ending one early moves `end_date` and records when and by whom.
 */
export const roomBlocks = pgTable(
  'room_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    physicalRoomId: uuid('physical_room_id')
      .notNull()
      .references(() => physicalRooms.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    kind: blockKindEnum('kind').notNull(),
    reason: text('reason').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => user.id),
    endedEarlyAt: timestamp('ended_early_at', { withTimezone: true }),
    endedBy: text('ended_by').references(() => user.id),
    ...timestamps,
  },
  (t) => [
    index('room_blocks_room_idx').on(t.physicalRoomId, t.endDate),
    index('room_blocks_range_idx').using('gist', sql`daterange(${t.startDate}, ${t.endDate}, '[]')`),
    check('room_blocks_end_after_start', sql`${t.endDate} > ${t.startDate}`),
  ],
);

export const roomLikes = pgTable(
  'room_likes',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index('room_likes_user_idx').on(t.userId)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id),
    /** The physical room the stay holds (issue 27); the no-double-booking constraint is per physical room. */
    physicalRoomId: uuid('physical_room_id')
      .notNull()
      .references(() => physicalRooms.id),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    nights: integer('nights').notNull(),
    pricePerNightPoisha: integer('price_per_night_poisha').notNull(),
    // Totals are bigint: int4 poisha ends at ~21.4M BDT, and nights × the highest room price
    // can pass that even when the gateway limit is raised (issue #8). Read as JS numbers (< 2^53).
    pricePoisha: bigint('price_poisha', { mode: 'number' }).notNull(),
    status: bookingStatusEnum('status').notNull().default('held'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    tranId: text('tran_id').notNull().unique(),
    cReq: boolean('c_req').notNull().default(false),
    cStatus: cStatusEnum('c_status'),
    reviewed: boolean('reviewed').notNull().default(false),
    /** Where it came from (issue 27); `sourceName` names the OTA (e.g. Booking.com). */
    source: bookingSourceEnum('source').notNull().default('website'),
    sourceName: text('source_name'),
    /** The staff member who entered it; null for the website. */
    createdBy: text('created_by').references(() => user.id),
    /** Issue 28: where a kept stay is (expected, checked in, checked out), and who moved it there, when. */
    stayStatus: stayStatusEnum('stay_status').notNull().default('expected'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: text('checked_in_by').references(() => user.id),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    checkedOutBy: text('checked_out_by').references(() => user.id),
    /** Issue 28: who marked the booking a no-show (status `no_show`), when. */
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    noShowBy: text('no_show_by').references(() => user.id),
    bookingDate: timestamp('booking_date', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('bookings_user_idx').on(t.userId),
    index('bookings_room_status_idx').on(t.roomId, t.status),
    index('bookings_physical_room_idx').on(t.physicalRoomId, t.endDate),
    index('bookings_source_idx').on(t.source, t.bookingDate),
    // Today's lists (issue 28): arrivals by check-in day, departures by check-out day.
    index('bookings_end_date_idx').on(t.endDate),
    index('bookings_hold_expiry_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'held'`),
    // Paged admin lists on a million bookings (issue #13): each sort and filter has its index.
    index('bookings_booking_date_idx').on(t.bookingDate, t.id),
    index('bookings_stay_idx').on(t.startDate, t.endDate),
    index('bookings_price_idx').on(t.pricePoisha, t.id),
    index('bookings_c_status_idx')
      .on(t.cStatus, t.bookingDate)
      .where(sql`${t.cStatus} is not null`),
    // The stay search (issue 11): which live stays touch a date range, across all rooms, in one
    // index probe. `[]` ranges find a superset of the collisions under either overlap rule; the
    // rule itself is checked on the rows (db/overlap-rule.ts).
    index('bookings_live_stay_range_idx')
      .using('gist', sql`daterange(${t.startDate}, ${t.endDate}, '[]')`)
      .where(sql`${t.status} in ('held', 'paid') and ${t.cStatus} is distinct from 'approved'`),
    check('bookings_end_after_start', sql`${t.endDate} > ${t.startDate}`),
    check('bookings_price_positive', sql`${t.pricePoisha} > 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    tranId: text('tran_id').notNull().unique(),
    valId: text('val_id').unique(),
    bankTranId: text('bank_tran_id').unique(),
    amountPoisha: bigint('amount_poisha', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('BDT'),
    status: paymentStatusEnum('status').notNull().default('pending'),
    gatewayMode: text('gateway_mode').notNull(),
    /** How it was taken (issue 27): `gateway`, or a desk method with its `reference` (e.g. a bKash transaction id) and who took it. */
    method: paymentMethodEnum('method').notNull().default('gateway'),
    reference: text('reference'),
    takenBy: text('taken_by').references(() => user.id),
    /**
     * Issue 28: how much of it went back so far (poisha), by the gateway or by hand. The payment is
     * `refunded` once this reaches its amount; a partial refund leaves it `paid`.
     */
    refundedPoisha: bigint('refunded_poisha', { mode: 'number' }).notNull().default(0),
    sessionKey: text('session_key'),
    cardType: text('card_type'),
    bankGw: text('bank_gw'),
    tranDate: text('tran_date'),
    currencyType: text('currency_type'),
    riskLevel: text('risk_level'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Set while a refund of it is asked of the gateway (modules/checkout/refunds.ts), so it is asked once. */
    refundClaimedAt: timestamp('refund_claimed_at', { withTimezone: true }),
    /** When the reconciliation job last asked the gateway about it (oldest asked first, so none starves). */
    gatewayCheckedAt: timestamp('gateway_checked_at', { withTimezone: true }),
    gatewayInit: jsonb('gateway_init'),
    gatewayValidation: jsonb('gateway_validation'),
    ...timestamps,
  },
  (t) => [
    index('payments_user_idx').on(t.userId),
    index('payments_booking_idx').on(t.bookingId),
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    // Paged admin payment list and its export (issue #13).
    index('payments_paid_at_idx')
      .on(t.paidAt, t.id)
      .where(sql`${t.status} in ('paid', 'refunded')`),
    index('payments_status_paid_at_idx').on(t.status, t.paidAt, t.id),
    index('payments_amount_idx').on(t.amountPoisha, t.id),
    index('payments_created_idx').on(t.createdAt, t.id),
    check('payments_refunded_within_amount', sql`${t.refundedPoisha} between 0 and ${t.amountPoisha}`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    ...timestamps,
  },
  (t) => [index('reviews_room_idx').on(t.roomId), check('reviews_rating_range', sql`${t.rating} between 1 and 5`)],
);

export const cancellationRequests = pgTable(
  'cancellation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id),
    reason: text('reason').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull().default('pending'),
    decision: text('decision'),
    /** Why the hotel declined (issue 24): shown to the guest on My Bookings and in the decline e-mail; null otherwise. */
    declineReason: text('decline_reason'),
    /** Issue 28: the staff member who entered it for the guest (phone call, walk-in); null when the guest asked. */
    requestedBy: text('requested_by').references(() => user.id),
    /** Issue 28: what a staff cancellation keeps, the refund it gives (poisha), and why an admin chose other than the policy. */
    outcome: cancellationOutcomeEnum('outcome'),
    refundPoisha: bigint('refund_poisha', { mode: 'number' }),
    overrideReason: text('override_reason'),
    resolvedBy: text('resolved_by').references(() => user.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cancellation_pending_unique')
      .on(t.bookingId)
      .where(sql`${t.status} = 'pending'`),
    index('cancellation_requests_status_idx').on(t.status, t.date),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    refundRefId: text('refund_ref_id').unique(),
    amountPoisha: bigint('amount_poisha', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    /** The admin who approved the cancellation; null for an automatic refund (paid after the hold lapsed). */
    requestedBy: text('requested_by').references(() => user.id),
    /**
     * Issue 28: `gateway` (asked of SSLCommerz), or money handed back at the desk (cash, bKash, …),
     * recorded `refunded` at once; `reason` says why (no-show, shortened stay, staff cancellation).
     */
    method: paymentMethodEnum('method').notNull().default('gateway'),
    reason: text('reason'),
    gatewayAnswer: jsonb('gateway_answer'),
    ...timestamps,
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    // The e-mail/audit catch-up sweep finds refunds accepted in its look-back (issue #13).
    index('refunds_settled_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} <> 'requesting'`),
  ],
);

/**
 * The guest register (issue 28): who stays, with their identity document, taken at check-in as
 * Bangladeshi law asks of hotels; foreign nationals add passport, visa and travel. Personal data:
 * masked in lists, whole only to staff who open the record, never in CSVs, e-mails or logs; the
 * numbers are blanked GUEST_ID_RETENTION_DAYS after check-out (`idPurgedAt`).
 */
export const guestRegistrations = pgTable(
  'guest_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    /** ISO 3166-1 alpha-2 (`BD` for Bangladeshi); any other is a foreign national. */
    nationality: text('nationality').notNull(),
    idType: idTypeEnum('id_type').notNull(),
    /** Null once blanked by the retention rule. */
    idNumber: text('id_number'),
    adults: integer('adults').notNull(),
    children: integer('children').notNull().default(0),
    /** The other guests' names (adults and children), in order. */
    companions: jsonb('companions').$type<string[]>().notNull().default([]),
    passportNumber: text('passport_number'),
    visaType: text('visa_type'),
    visaNumber: text('visa_number'),
    arrivingFrom: text('arriving_from'),
    nextDestination: text('next_destination'),
    purposeOfVisit: text('purpose_of_visit'),
    createdBy: text('created_by')
      .notNull()
      .references(() => user.id),
    idPurgedAt: timestamp('id_purged_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('guest_registrations_user_idx').on(t.userId),
    index('guest_registrations_nationality_idx').on(t.nationality, t.createdAt),
    check('guest_registrations_guests', sql`${t.adults} >= 1 and ${t.children} >= 0`),
  ],
);

/** Staff's notes on a guest (issue 28, guest profiles): one text per guest, who wrote it last. */
export const guestNotes = pgTable('guest_notes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id),
  notes: text('notes').notNull(),
  updatedBy: text('updated_by')
    .notNull()
    .references(() => user.id),
  ...timestamps,
});

export { auditLog, domainEvents, emailOutbox, outboxCursors } from './schema-operations.ts';
