/**
 * The checkout's events (decision 024): each transition appends its events to the outbox
 * (db/outbox.ts) inside its own transaction, so an event exists exactly when its change
 * committed. Other modules (audit, e-mails, cancellations, metrics) consume them through
 * `checkoutConsumer`, exactly once and in order, after the commit, from any instance.
 */
import type { CancellationOutcome } from '#shared/schemas/desk-vocabularies.ts';
import type { BookingSource, DeskPaymentMethod } from '#shared/schemas/inventory.ts';
import type { Executor } from '../../db/client.ts';
import { appendEvents, type OutboxConsumer, type StoredEvent } from '../../db/outbox.ts';

interface EventBase {
  tranId: string;
  bookingId: string;
  /** The outbox row's id (db/outbox.ts eventTimeSql gives its time at full precision). */
  eventId: number;
  /** When the transition wrote it (the outbox row's clock, to the millisecond). */
  at: Date;
}

export type CheckoutEvent = EventBase &
  (
    | { type: 'booking-held'; userId: string; roomId: string; amountPoisha: number; holdExpiresAt: Date }
    /** `isStayKept`: the booking is paid now (false: its dates were taken, the money is refunded). */
    | { type: 'payment-confirmed'; amountPoisha: number; isLate: boolean; isStayKept: boolean }
    | { type: 'payment-failed'; reason: 'gateway-failed' | 'hold-expired' }
    | { type: 'hold-released'; by: 'owner' | 'gateway' | 'rebooked' }
    | { type: 'hold-expired' }
    | { type: 'refund-requested'; refundId: string; amountPoisha: number; reason: RefundReason; requestedBy: string | null }
    /** `isPartial` (issue 28): the payment keeps money after this part (absent on older events: a whole refund). */
    | { type: 'refund-accepted'; refundId: string; refundRefId: string; amountPoisha: number; reason: RefundReason; isPartial?: boolean }
    | { type: 'refund-refused'; refundId: string; amountPoisha: number; reason: RefundReason; message: string }
    /** `isRecovered`: the job recorded the refund after the approval's own answer was lost, so the approval wrote no audit entry or e-mail. */
    | { type: 'cancellation-approved'; adminId: string | null; amountPoisha: number; isRecovered: boolean }
    /** Issue 27: staff moved the stay to another physical room (`to…`), of its type or of a same-price type. */
    | {
        type: 'booking-moved';
        movedBy: string;
        ip: string | null;
        fromRoomId: string;
        toRoomId: string;
        fromPhysicalRoomId: string;
        toPhysicalRoomId: string;
        fromNumber: string;
        toNumber: string;
      }
    /**
     * Issue 27: staff entered a booking (bookAtDesk, or a held one paid through a link). `mode`:
     * paid in full / a deposit at the desk, or a payment link sent; `totalPoisha` the stay's price.
     */
    | {
        type: 'desk-booking-made';
        userId: string;
        roomId: string;
        roomNumber: string;
        createdBy: string;
        source: BookingSource;
        sourceName: string | null;
        mode: 'full' | 'deposit' | 'link';
        totalPoisha: number;
      }
    /** Issue 27: money taken at the desk (takeDeskPayment); `tranId` is the payment's own, `balanceDuePoisha` what is still owed after it. */
    | {
        type: 'desk-payment-taken';
        paymentId: string;
        takenBy: string;
        method: DeskPaymentMethod;
        reference: string | null;
        amountPoisha: number;
        paidPoisha: number;
        totalPoisha: number;
        balanceDuePoisha: number;
      }
    /** Issue 28: staff changed a paid stay's dates (changeStay), re-priced at its own nightly rate (poisha); room numbers before and after. */
    | {
        type: 'stay-changed';
        changedBy: string;
        ip: string | null;
        fromCheckIn: string;
        fromCheckOut: string;
        toCheckIn: string;
        toCheckOut: string;
        fromNights: number;
        toNights: number;
        fromPricePoisha: number;
        toPricePoisha: number;
        fromNumber: string;
        toNumber: string;
      }
    /** Issue 28: staff cancelled a paid stay for the guest (cancelByStaff): the policy's proposal, the outcome chosen and its refund (poisha). */
    | {
        type: 'cancelled-by-staff';
        requestId: string;
        cancelledBy: string;
        ip: string | null;
        reason: string;
        proposal: CancellationOutcome;
        outcome: CancellationOutcome;
        refundPoisha: number;
        overrideReason: string | null;
      }
    /** Issue 28: money handed back at the desk (giveDeskRefund); `tranId` is the payment's, `isPartial` when it keeps money. */
    | {
        type: 'refund-given';
        refundId: string;
        paymentId: string;
        givenBy: string;
        method: DeskPaymentMethod;
        amountPoisha: number;
        reason: RefundReason;
        isPartial: boolean;
      }
    /** Issue 28: the guest checked in (checkIn); name and room only, never an ID number. */
    | { type: 'guest-checked-in'; checkedInBy: string; guestName: string; roomNumber: string }
    /** Issue 28: the guest checked out (checkOut) and the room was made dirty; `totalPoisha` the settled folio. */
    | { type: 'guest-checked-out'; checkedOutBy: string; guestName: string; roomNumber: string; totalPoisha: number }
    /** Issue 28: staff marked the stay a no-show (markNoShow): the fee kept and the refund (poisha), who. */
    | {
        type: 'booking-no-show';
        markedBy: string;
        ip: string | null;
        feePoisha: number;
        refundPoisha: number;
        needsRefundWay: boolean;
      }
  );

/**
 * Why money goes back: paid after the stay could not be kept, or an approved cancellation; issue
 * 28: the rest after a no-show's fee, a shortened stay's difference, a staff cancellation.
 */
export type RefundReason = 'late-payment' | 'cancellation' | 'no-show' | 'stay-shortened' | 'staff-cancellation';

type CheckoutEventType = CheckoutEvent['type'];

type EventInput = CheckoutEvent extends infer E ? (E extends CheckoutEvent ? Omit<E, 'at' | 'eventId'> : never) : never;

const CHECKOUT_EVENT_TYPES = new Set<string>([
  'booking-held',
  'payment-confirmed',
  'payment-failed',
  'hold-released',
  'hold-expired',
  'refund-requested',
  'refund-accepted',
  'refund-refused',
  'cancellation-approved',
  'booking-moved',
  'desk-booking-made',
  'desk-payment-taken',
  'stay-changed',
  'cancelled-by-staff',
  'refund-given',
  'guest-checked-in',
  'guest-checked-out',
  'booking-no-show',
] satisfies CheckoutEventType[]);

/** Appends `events` to the outbox in the transition's transaction `tx`; the caller kicks `app.outbox` after commit. */
export async function recordCheckoutEvents(tx: Executor, events: EventInput[]): Promise<void> {
  await appendEvents(
    tx,
    events.map((event) => ({ type: event.type, bookingId: event.bookingId, payload: { ...event } })),
  );
}

/** The checkout event stored as `row`, or undefined for another module's event. Dates come back as Date. */
export function toCheckoutEvent(row: StoredEvent): CheckoutEvent | undefined {
  if (!CHECKOUT_EVENT_TYPES.has(row.type)) return undefined;
  const payload = row.payload;
  const event = { ...payload, eventId: row.id, at: row.createdAt } as CheckoutEvent;
  if (event.type === 'booking-held') event.holdExpiresAt = new Date(payload.holdExpiresAt as string);
  return event;
}

/**
 * An outbox consumer named `name` that sees checkout events only: `handle` writes in the
 * delivery's transaction `tx`; `afterCommit` gets the batch's checkout events once committed.
 */
export function checkoutConsumer(
  name: string,
  handle: (tx: Executor, event: CheckoutEvent) => Promise<void>,
  afterCommit?: (events: CheckoutEvent[]) => void,
): OutboxConsumer {
  const checkoutEventsOf = (rows: StoredEvent[]) => rows.flatMap((row) => toCheckoutEvent(row) ?? []);
  return {
    name,
    handle: async (tx, row) => {
      const event = toCheckoutEvent(row);
      if (event) await handle(tx, event);
    },
    ...(afterCommit ? { afterCommit: (rows: StoredEvent[]) => afterCommit(checkoutEventsOf(rows)) } : {}),
  };
}
