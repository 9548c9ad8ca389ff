/**
 * The booking / payment / refund state machine (issue #8; diagram in ARCHITECTURE.md), with a
 * booking's cancellation and review flag (issue 26). Every transition is named here with the
 * states it may start from; the repositories turn each into ONE conditional UPDATE
 * (`… WHERE status IN (from)`), so a replayed or racing caller changes nothing twice. Only
 * modules/checkout writes these tables and columns; other modules ask checkout.service.ts.
 */
import type { HousekeepingStatus, StayStatus } from '#shared/schemas/desk-vocabularies.ts';
import type { PaymentStatus } from '#shared/schemas/payments.ts';

type BookingStatus = 'held' | 'paid' | 'expired' | 'cancelled' | 'no_show';

interface Transition<S extends string | boolean | null> {
  /** Empty: the transition inserts the row in its `to` state. */
  from: readonly S[];
  to: S;
}

/** Booking transitions. `pay` revives a lapsed or cancelled hold; the exclusion constraint decides. */
export const BOOKING_TRANSITIONS = {
  /**
   * The gateway verified the money: the stay is kept (a late payment too, when its dates are
   * free). Issue 27: when a lapsed hold's physical room was sold meanwhile, `pay` moves the
   * booking to another free room of the same type (under the type's lock) in the same
   * statement; the money is refunded only when no room of the type is free.
   */
  pay: { from: ['held', 'expired', 'cancelled', 'paid'], to: 'paid' },
  /** The hold's time ran out (the job, or the booking transaction of the same room). */
  expire: { from: ['held'], to: 'expired' },
  /** The gateway verified the payment failed, or the owner booked the same dates again. */
  release: { from: ['held'], to: 'expired' },
  /** The signed-in owner gave the hold up (POST /bookings/:id/cancel-hold). */
  cancelHold: { from: ['held'], to: 'cancelled' },
  /** Issue 27: staff enter a stay paid (in full or a deposit) at the desk: inserted paid, with its source and clerk. */
  bookAtDesk: { from: [], to: 'paid' },
  /**
   * Issue 28: the day after its check-in day, a paid stay never checked in (stay `expected`, its
   * cancellation not approved) is a no-show: its nights are free again (the exclusion constraint
   * counts `held` and `paid` only); the fee (NO_SHOW_FEE) is kept and the rest refunded.
   */
  markNoShow: { from: ['paid'], to: 'no_show' },
} as const satisfies Record<string, Transition<BookingStatus>>;

/**
 * Transitions that keep the booking's status and change its room (issue 27): `moveBooking` gives
 * a live booking (held with a live hold, or paid; its cancellation not approved) another free
 * physical room, of its type or of another type at the same price; the price never changes.
 */
export const ROOM_TRANSITIONS = {
  moveBooking: { from: ['held', 'paid'] },
} as const satisfies Record<string, { from: readonly BookingStatus[] }>;

/**
 * Where a paid stay is (issue 28, `bookings.stay_status`). `checkIn` needs the booking paid, its
 * check-in day come (hotel time), its cancellation not approved, a guest register record, and its
 * room ready (housekeeping clean or inspected). `checkOut` needs nothing owed on the folio; it
 * makes the room dirty (HOUSEKEEPING_TRANSITIONS.markDirty) in the same transaction.
 */
export const STAY_TRANSITIONS = {
  checkIn: { from: ['expected'], to: 'checked-in' },
  checkOut: { from: ['checked-in'], to: 'checked-out' },
} as const satisfies Record<string, Transition<StayStatus>>;

/**
 * Stay changes of a paid booking (issue 28), re-priced by the server at the booking's own nightly
 * rate: `changeStay` moves its dates (extend, leave early, other dates), keeping its physical room
 * when it is free for the new nights, else another free room of the type (the exclusion
 * constraint decides). The price difference is then owed (desk payment or payment link) or
 * refunded (gateway or by hand), each through its own transition.
 */
export const STAY_CHANGE_TRANSITIONS = {
  changeStay: { from: ['paid'] },
} as const satisfies Record<string, { from: readonly BookingStatus[] }>;

/**
 * A physical room's housekeeping status (issue 28): check-out makes it dirty; housekeeping marks it
 * clean, inspected or out of order (and back).
 */
export const HOUSEKEEPING_TRANSITIONS = {
  markDirty: { from: ['clean', 'inspected', 'dirty'], to: 'dirty' },
  markClean: { from: ['dirty', 'clean', 'inspected', 'out-of-order'], to: 'clean' },
  markInspected: { from: ['clean', 'dirty', 'inspected'], to: 'inspected' },
  markOutOfOrder: { from: ['clean', 'dirty', 'inspected', 'out-of-order'], to: 'out-of-order' },
} as const satisfies Record<string, Transition<HousekeepingStatus>>;

/** Payment transitions. */
export const PAYMENT_TRANSITIONS = {
  /** Order validation said VALID for our tran_id, amount and currency (late payments included). */
  confirm: { from: ['pending', 'failed', 'cancelled'], to: 'paid' },
  /** The gateway itself reported the attempt failed, or the hold lapsed and the gateway has no payment. */
  fail: { from: ['pending'], to: 'failed' },
  /** The owner cancelled the hold before paying. */
  cancel: { from: ['pending'], to: 'cancelled' },
  /**
   * The gateway accepted the refund (answer, or found again by the job after a crash). While it
   * is being asked, the payment stays `paid` with its refund claim set and a `requesting` refund
   * row: shown as `refund_pending` (displayPaymentStatus), dropped again if the gateway surely
   * refused.
   */
  acceptRefund: { from: ['paid'], to: 'refunded' },
  /**
   * Issue 28: part of a paid payment goes back (a no-show's or a shortened stay's difference, a
   * staff cancellation keeping the first night), by the gateway or by hand at the desk:
   * `refunded_poisha` grows; the payment stays `paid` until it reaches the amount, then is
   * `refunded` (acceptRefund). Never more than what is left (a CHECK holds it).
   */
  refundPart: { from: ['paid'], to: 'paid' },
  /**
   * Issue 27: money taken at the desk (cash, bKash, Nagad, card, bank transfer): inserted paid,
   * with its method, reference and the staff member who took it. It never reaches the gateway,
   * so it can never be refunded through it (refunds.repository.ts beginRefund).
   */
  takeDeskPayment: { from: [], to: 'paid' },
} as const satisfies Record<string, Transition<PaymentStatus>>;

/** A paid booking's cancellation (`c_status`; null: never asked), docs/product/states.md#cancellation-request. */
type CancellationStatus = 'processing' | 'approved' | 'declined' | null;

/**
 * Cancellation transitions of a paid booking. Each runs with its request row
 * (`cancellation_requests`) in the caller's transaction: `requestCancellation` opens the request
 * (`pending`), the other two resolve it (REQUEST_TRANSITIONS.resolve) with their decision.
 */
export const CANCELLATION_TRANSITIONS = {
  /** The owner asked to cancel a paid stay (c_req set, request opened). */
  requestCancellation: { from: [null], to: 'processing' },
  /** The refund was accepted (an admin's approval, or the job finding its lost answer): the dates are free again. */
  approveCancellation: { from: ['processing'], to: 'approved' },
  /** An admin declined, with or without a reason: the stay is kept. */
  declineCancellation: { from: ['processing'], to: 'declined' },
  /**
   * Issue 28: staff cancel a paid stay for the guest (phone call, walk-in), with a reason and the
   * policy's outcome (or an admin's other choice, with a reason): the request row is written
   * resolved, and the stay cancelled (`approved`) once its refund, if any, is recorded.
   */
  cancelByStaff: { from: [null, 'processing', 'declined'], to: 'approved' },
} as const satisfies Record<string, Transition<CancellationStatus>>;

/**
 * Marker in a pending request's `decision` while an approval's refund is at the gateway: it
 * claims the request, so a second approval (or a decline) cannot start a second refund. Still
 * `pending` to the outside world.
 */
export const APPROVAL_CLAIM = 'approving';

/** The cancellation request's own status: resolved by approveCancellation (claimed) or declineCancellation (unclaimed). */
export const REQUEST_TRANSITIONS = {
  resolve: { from: ['pending'], to: 'resolved' },
} as const satisfies Record<string, Transition<'pending' | 'resolved'>>;

/** The review flag (`bookings.reviewed`): one review per stay, docs/product/rules.md#reviews. */
export const REVIEW_TRANSITIONS = {
  markReviewed: { from: [false], to: true },
} as const satisfies Record<string, Transition<boolean>>;

/** A refund row is `requesting` from before the gateway call until its outcome is known. */
export const REFUND_REQUESTING = 'requesting';

/** Booking statuses that hold no dates: money for one of them is owed back unless it is reinstated. */
export const UNKEPT_BOOKING_STATUSES = ['expired', 'cancelled'] as const;

/** Payment statuses that mean money is (or was) at the gateway: listed to the guest and the admin. */
export const MONEY_PAYMENT_STATUSES = ['paid', 'refund_pending', 'refunded'] as const satisfies readonly PaymentStatus[];

/** Payment statuses a later gateway "paid" may still turn into money: watched by the job for a while. */
export const UNPAID_CLOSED_STATUSES = ['failed', 'cancelled'] as const satisfies readonly PaymentStatus[];
