/**
 * Money movements in the audit log, from the checkout's events (decision 024: read from the
 * outbox once committed, exactly once, in order): payment confirmed, refund requested / accepted
 * / refused — automatic ones (late payments) marked `automatic: true` — all recorded on their
 * booking; an unpaid hold that ran out (issue 24); a booking entered and money taken at the
 * front desk, by the clerk (issue 27). Each entry is dated by its event (when the
 * transition wrote it), so the log reads in the order things happened, whenever it is delivered.
 * Cancellation approvals are logged by the cancellations module, in the transaction that
 * resolves the request.
 */
import { formatBdt, toBdt } from '#shared/domain/money.ts';
import { PAYMENT_METHOD_LABELS } from '#shared/schemas/inventory.ts';
import type { Executor } from '../../db/client.ts';
import { eventTimeSql, type OutboxConsumer } from '../../db/outbox.ts';
import { checkoutConsumer, type CheckoutEvent } from '../checkout/checkout-events.ts';
import { describeStayChange } from '../checkout/checkout.service.ts';
import { GATEWAY, recordAudit, SYSTEM } from './audit.repository.ts';

/** The refund-* events' entry: who asked or answered, and the money. */
async function recordRefund(
  tx: Executor,
  event: Extract<CheckoutEvent, { type: 'refund-requested' | 'refund-accepted' | 'refund-refused' }>,
): Promise<void> {
  const on = { objectType: 'booking', objectId: event.bookingId, at: eventTimeSql(event.eventId) } as const;
  const money = {
    tranId: event.tranId,
    refundId: event.refundId,
    amountPoisha: event.amountPoisha,
    reason: event.reason,
    automatic: event.reason === 'late-payment',
  };
  if (event.type === 'refund-requested') {
    return recordAudit(tx, event.requestedBy ? { actor: event.requestedBy, ip: null } : SYSTEM, {
      ...on,
      action: 'refund.requested',
      before: { paymentStatus: 'paid' },
      after: { paymentStatus: 'refund_pending', ...money },
    });
  }
  const isAccepted = event.type === 'refund-accepted';
  return recordAudit(tx, GATEWAY, {
    ...on,
    action: isAccepted ? 'refund.accepted' : 'refund.refused',
    before: { paymentStatus: 'refund_pending' },
    after: isAccepted
      ? { paymentStatus: event.isPartial ? 'paid' : 'refunded', refundRefId: event.refundRefId, ...money }
      : { paymentStatus: 'paid', message: event.message, ...money },
  });
}

/** Writes `event`'s entry (if it has one) in the delivery's transaction `tx`. */
async function recordEvent(tx: Executor, event: CheckoutEvent): Promise<void> {
  const on = { objectType: 'booking', objectId: event.bookingId, at: eventTimeSql(event.eventId) } as const;
  switch (event.type) {
    case 'payment-confirmed':
      return recordAudit(tx, GATEWAY, {
        ...on,
        action: 'payment.confirmed',
        before: { paymentStatus: event.isLate ? 'failed or cancelled' : 'pending' },
        after: { paymentStatus: 'paid', tranId: event.tranId, amountPoisha: event.amountPoisha, isLate: event.isLate },
      });
    case 'refund-requested':
    case 'refund-accepted':
    case 'refund-refused':
      return recordRefund(tx, event);
    // Issue 24: an abandoned checkout leaves a trace; whoever ended it (job or next hold), the system did.
    case 'hold-expired':
      return recordAudit(tx, SYSTEM, {
        ...on,
        action: 'hold.expired',
        before: { status: 'held' },
        after: { status: 'expired', tranId: event.tranId },
      });
    // Issue 27: in the hotel's words, "moved from room 201 to 203" (and the type when it changed).
    case 'booking-moved':
      return recordAudit(
        tx,
        { actor: event.movedBy, ip: event.ip },
        {
          ...on,
          action: 'booking.moved',
          before: { room: event.fromNumber, roomId: event.fromRoomId },
          after: {
            room: event.toNumber,
            roomId: event.toRoomId,
            summary: `Moved booking ${event.bookingId.slice(0, 8)} from room ${event.fromNumber} to ${event.toNumber}`,
          },
        },
      );
    // Issue 27: the clerk who entered the booking or took the money is the actor.
    case 'desk-booking-made':
      return recordAudit(
        tx,
        { actor: event.createdBy, ip: null },
        {
          ...on,
          action: 'booking.desk-made',
          before: null,
          after: {
            status: event.mode === 'link' ? 'held' : 'paid',
            tranId: event.tranId,
            roomNumber: event.roomNumber,
            source: event.source,
            sourceName: event.sourceName,
            mode: event.mode,
            totalPoisha: event.totalPoisha,
          },
        },
      );
    case 'desk-payment-taken':
      return recordAudit(
        tx,
        { actor: event.takenBy, ip: null },
        {
          ...on,
          action: 'payment.desk-taken',
          before: { paidPoisha: event.paidPoisha - event.amountPoisha },
          after: {
            paymentStatus: 'paid',
            tranId: event.tranId,
            method: event.method,
            reference: event.reference,
            amountPoisha: event.amountPoisha,
            paidPoisha: event.paidPoisha,
            balanceDuePoisha: event.balanceDuePoisha,
          },
        },
      );
    // Issue 28: in the hotel's words, "extended booking HB… to 2026-12-03 (+BDT 5,000)", by the staff member.
    case 'stay-changed':
      return recordAudit(
        tx,
        { actor: event.changedBy, ip: event.ip },
        {
          ...on,
          action: 'booking.stay-changed',
          before: {
            checkIn: event.fromCheckIn,
            checkOut: event.fromCheckOut,
            nights: event.fromNights,
            pricePoisha: event.fromPricePoisha,
            room: event.fromNumber,
          },
          after: {
            checkIn: event.toCheckIn,
            checkOut: event.toCheckOut,
            nights: event.toNights,
            pricePoisha: event.toPricePoisha,
            room: event.toNumber,
            summary: describeStayChange({ ...event, differencePoisha: event.toPricePoisha - event.fromPricePoisha }),
          },
        },
      );
    // Issue 28: who cancelled for the guest, why, the policy's proposal and the outcome chosen (with the override's reason).
    case 'cancelled-by-staff':
      return recordAudit(
        tx,
        { actor: event.cancelledBy, ip: event.ip },
        {
          ...on,
          action: 'cancellation.by-staff',
          before: { cStatus: 'processing', requestStatus: 'pending' },
          after: {
            cStatus: 'approved',
            requestStatus: 'resolved',
            requestId: event.requestId,
            tranId: event.tranId,
            reason: event.reason,
            proposal: event.proposal,
            outcome: event.outcome,
            overrideReason: event.overrideReason,
            refundPoisha: event.refundPoisha,
          },
        },
      );
    // Issue 28: "‹staff› handed back BDT 2,500 in cash for booking …"; the staff member is the actor.
    case 'refund-given':
      return recordAudit(
        tx,
        { actor: event.givenBy, ip: null },
        {
          ...on,
          action: 'refund.given',
          before: { paymentStatus: 'paid' },
          after: {
            paymentStatus: event.isPartial ? 'paid' : 'refunded',
            tranId: event.tranId,
            refundId: event.refundId,
            method: event.method,
            amountPoisha: event.amountPoisha,
            reason: event.reason,
            summary: `Handed back ${formatBdt(toBdt(event.amountPoisha))} by ${PAYMENT_METHOD_LABELS[event.method]} for booking ${event.bookingId.slice(0, 8)} (${event.reason})`,
          },
        },
      );
    // Issue 28: who checked the guest in or out, the guest's name and room; never an ID number.
    case 'guest-checked-in':
    case 'guest-checked-out': {
      const isIn = event.type === 'guest-checked-in';
      return recordAudit(
        tx,
        { actor: isIn ? event.checkedInBy : event.checkedOutBy, ip: null },
        {
          ...on,
          action: isIn ? 'stay.checked-in' : 'stay.checked-out',
          before: { stayStatus: isIn ? 'expected' : 'checked-in' },
          after: {
            stayStatus: isIn ? 'checked-in' : 'checked-out',
            tranId: event.tranId,
            guestName: event.guestName,
            roomNumber: event.roomNumber,
            ...(isIn ? {} : { housekeeping: 'dirty' }),
          },
        },
      );
    }
    // Issue 28: "‹staff› marked booking HB… a no-show; kept BDT 3,000, refunded BDT 3,000".
    case 'booking-no-show':
      return recordAudit(
        tx,
        { actor: event.markedBy, ip: event.ip },
        {
          ...on,
          action: 'booking.no-show',
          before: { status: 'paid', stayStatus: 'expected' },
          after: {
            status: 'no_show',
            tranId: event.tranId,
            feePoisha: event.feePoisha,
            refundPoisha: event.refundPoisha,
            summary: `Marked booking ${event.tranId} a no-show; kept ${formatBdt(toBdt(event.feePoisha))}, refunded ${formatBdt(toBdt(event.refundPoisha))}`,
          },
        },
      );
    default:
  }
}

/** The audit log's outbox consumer (app.ts hands it to plugins/outbox.ts). */
export const auditConsumer = (): OutboxConsumer => checkoutConsumer('audit', recordEvent);
