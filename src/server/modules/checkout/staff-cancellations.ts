/**
 * Cancelling a paid stay for the guest, by staff (issue 28, checkout-states.ts
 * CANCELLATION_TRANSITIONS.cancelByStaff): a phone call or a walk-in. The policy proposes the
 * outcome (staff-cancellation-policy.ts); another outcome needs an override reason. The request
 * is claimed first, the refund (if any) goes back through give-money-back.ts, and the request is
 * written resolved with the booking `approved` in the transaction that records the refund (a
 * gateway refund: once accepted, like an admin's approval), with its `cancelled-by-staff` event,
 * from which the audit entry and the guest's cancellation e-mail come. A guest's pending request
 * is resolved by it. All staff are admins until issue 29 splits roles, so any of them may
 * override the policy; the override reason is what keeps that honest.
 */
import { cancellationRefundPoisha, proposeCancellationOutcome } from '#shared/domain/staff-cancellation-policy.ts';
import { formatBdt, toBdt } from '#shared/domain/money.ts';
import { isEntityId } from '#shared/schemas/common.ts';
import { CANCELLATION_OUTCOMES, CANCELLATION_OUTCOME_LABELS, type CancellationOutcome } from '#shared/schemas/desk-vocabularies.ts';
import type { StaffCancelInput, StaffCancelled, StaffCancelQuote } from '#shared/schemas/staff-cancellations.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { recordCheckoutEvents } from './checkout-events.ts';
import { findBookingRow } from './checkout-queries.repository.ts';
import { findBookingMoney } from './desk.repository.ts';
import { assertMayRefund, giveMoneyBack } from './give-money-back.ts';
import { findKeptMoneyByWay } from './stay-changes.repository.ts';
import { claimStaffCancellation, releaseCancellationClaim, resolveStaffCancellation } from './staff-cancellations.repository.ts';
import type { BookingRow } from './transitions.repository.ts';

const NOT_CANCELLABLE = 'Only a paid stay not checked in, checked out, a no-show or already cancelled can be cancelled for the guest';

/** The booking `id`, or 404; 409 BOOKING_NOT_LIVE unless staff may cancel it. */
async function loadCancellable(db: Executor, id: string): Promise<BookingRow> {
  const row = isEntityId(id) ? await findBookingRow(db, id) : undefined;
  if (!row) throw notFound('Booking');
  if (row.status !== 'paid' || row.stayStatus !== 'expected' || row.cStatus === 'approved')
    throw new AppError('BOOKING_NOT_LIVE', NOT_CANCELLABLE);
  return row;
}

/** The policy's proposal and each outcome's refund for `b` now. */
async function quoteOf(app: AppContext, b: BookingRow): Promise<StaffCancelQuote> {
  const keptPoisha = (await findBookingMoney(app.db, b.id))?.paidPoisha ?? 0;
  const { gatewayPoisha } = await findKeptMoneyByWay(app.db, b.id);
  const firstNightPoisha = b.pricePerNightPoisha;
  const outcomes = CANCELLATION_OUTCOMES.map((outcome) => {
    const refundPoisha = cancellationRefundPoisha(outcome, keptPoisha, firstNightPoisha);
    return { outcome, refundPoisha, needsRefundWay: refundPoisha > gatewayPoisha };
  });
  return {
    proposal: proposeCancellationOutcome(b.startDate, new Date(), app.config.hotelTimeZone),
    keptPoisha,
    firstNightPoisha,
    outcomes,
  };
}

/** GET /admin/bookings/{id}/staff-cancel: the proposal and each outcome's refund (poisha). Throws 404, 409. */
export async function quoteStaffCancellation(app: AppContext, bookingId: string): Promise<StaffCancelQuote> {
  return quoteOf(app, await loadCancellable(app.db, bookingId));
}

/** Throws 400 when `input` chooses another outcome than `proposal` without a reason, or lacks the refund way its desk money needs. */
function assertChoice(input: StaffCancelInput, quote: StaffCancelQuote, outcome: CancellationOutcome) {
  if (outcome !== quote.proposal && !input.overrideReason) {
    throw new AppError(
      'VALIDATION',
      `Say why you choose “${CANCELLATION_OUTCOME_LABELS[outcome]}” instead of the policy’s “${CANCELLATION_OUTCOME_LABELS[quote.proposal]}”`,
    );
  }
  const chosen = quote.outcomes.find((o) => o.outcome === outcome)!;
  if (chosen.needsRefundWay && (!input.refundWay || input.refundWay === 'gateway')) {
    throw new AppError('VALIDATION', 'Choose how the desk money goes back (cash, bKash, …)');
  }
  return chosen;
}

/**
 * POST /admin/bookings/{id}/staff-cancel: cancelByStaff with its refund. Throws 400 (override
 * without reason, refund way), 404, 409 BOOKING_NOT_LIVE, 409 BEING_APPROVED (an admin is
 * approving the guest's request), and the refund's errors (then nothing is cancelled and the
 * request is pending again).
 */
export async function cancelByStaff(app: AppContext, bookingId: string, input: StaffCancelInput, by: AuditActor): Promise<StaffCancelled> {
  const booking = await loadCancellable(app.db, bookingId);
  const quote = await quoteOf(app, booking);
  const outcome = input.outcome ?? quote.proposal;
  const { refundPoisha } = assertChoice(input, quote, outcome);
  if (refundPoisha > 0) assertMayRefund(by);
  const requestId = await app.db.transaction((tx) => claimStaffCancellation(tx, booking, by.actor, input.reason));
  if (!requestId) throw new AppError('BEING_APPROVED', 'This cancellation is being approved or the stay can no longer be cancelled');
  const finish = async (tx: Executor) => {
    const resolution = {
      requestId,
      bookingId,
      staffId: by.actor,
      outcome,
      refundPoisha,
      overrideReason: outcome === quote.proposal ? null : input.overrideReason!,
    };
    if (!(await resolveStaffCancellation(tx, resolution))) throw new AppError('ALREADY_RESOLVED', 'Already resolved');
    await recordCheckoutEvents(tx, [
      {
        type: 'cancelled-by-staff',
        tranId: booking.tranId,
        bookingId,
        requestId,
        cancelledBy: by.actor,
        ip: by.ip,
        reason: input.reason,
        proposal: quote.proposal,
        outcome,
        refundPoisha,
        overrideReason: resolution.overrideReason,
      },
    ]);
  };
  try {
    if (refundPoisha > 0) {
      const way = quote.outcomes.find((o) => o.outcome === outcome)!.needsRefundWay ? input.refundWay! : 'gateway';
      await giveMoneyBack(app, {
        bookingId,
        amountPoisha: refundPoisha,
        staffId: by.actor,
        reason: 'staff-cancellation',
        way,
        onRecorded: finish,
      });
    } else {
      await app.db.transaction(finish);
    }
  } catch (error) {
    await releaseCancellationClaim(app.db, requestId);
    throw error;
  }
  app.outbox.kick();
  return {
    message: `Booking ${booking.tranId} cancelled: ${CANCELLATION_OUTCOME_LABELS[outcome]}, ${formatBdt(toBdt(refundPoisha))} back to the guest`,
    outcome,
    refundPoisha,
  };
}
