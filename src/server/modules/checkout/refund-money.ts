/**
 * Money back of a booking, whole or a part (issue 28, decision 027): by hand at the desk
 * (giveDeskRefund, settled at once with who handed it back) or through the gateway (requestRefund's
 * exactly-once protocol, one part per payment). refundBookingMoney spreads an amount over the
 * booking's kept payments. Amounts are integer poisha.
 */
import { formatBdt, toBdt } from '#shared/domain/money.ts';
import type { DeskPaymentMethod } from '#shared/schemas/inventory.ts';
import type { AppContext } from '../../context.ts';
import { sqlStateOf, type Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { recordCheckoutEvents, type RefundReason } from './checkout-events.ts';
import { listKeptPayments, recordHandRefund, type KeptPayment } from './refunds.repository.ts';
import { requestRefund, type RefundOutcome } from './refunds.ts';

/** A refund by hand: `amountPoisha` of payment `paymentId` handed back by `staffId` with `method`. */
export interface DeskRefundInput {
  paymentId: string;
  amountPoisha: number;
  method: DeskPaymentMethod;
  staffId: string;
  reason: RefundReason;
}

const tooLarge = (leftPoisha: number, how: string) =>
  new AppError('REFUND_TOO_LARGE', `At most ${formatBdt(toBdt(leftPoisha))} can be refunded ${how}`);

/** Throws 400 unless `amountPoisha` is a positive whole number of poisha. */
function assertPositive(amountPoisha: number): void {
  if (!Number.isSafeInteger(amountPoisha) || amountPoisha <= 0) {
    throw new AppError('WRONG_AMOUNT', 'A refund must be a positive amount');
  }
}

/**
 * refundPart / acceptRefund by hand, in the caller's transaction `tx`: a refund row with the method
 * and reason, settled at once, the payment's refunded_poisha grown (refunded when it reaches the
 * amount), and the `refund-given` event. Throws 400 on a non-positive amount, 409 REFUND_TOO_LARGE
 * when the payment is not paid, is being refunded at the gateway, or has less left (the CHECK
 * payments_refunded_within_amount has the last word). Returns the refund row's id.
 */
export async function giveDeskRefund(tx: Executor, input: DeskRefundInput): Promise<{ refundId: string; isPartial: boolean }> {
  assertPositive(input.amountPoisha);
  let settled: Awaited<ReturnType<typeof recordHandRefund>>;
  try {
    settled = await recordHandRefund(tx, { ...input, partPoisha: input.amountPoisha });
  } catch (error) {
    if (sqlStateOf(error) === '23514') throw new AppError('REFUND_TOO_LARGE', 'More than was paid cannot be refunded');
    throw error;
  }
  if (!settled) throw new AppError('REFUND_TOO_LARGE', 'This payment has not that much left to refund by hand');
  const { refund, isPaymentRefunded, tranId, bookingId } = settled;
  await recordCheckoutEvents(tx, [
    {
      type: 'refund-given',
      tranId,
      bookingId,
      refundId: refund.id,
      paymentId: refund.paymentId,
      givenBy: input.staffId,
      method: input.method,
      amountPoisha: input.amountPoisha,
      reason: input.reason,
      isPartial: !isPaymentRefunded,
    },
  ]);
  return { refundId: refund.id, isPartial: !isPaymentRefunded };
}

/** How money goes back: through the gateway, or by hand at the desk with this method. */
type RefundWay = 'gateway' | DeskPaymentMethod;

/**
 * What refundBookingMoney did, per payment (poisha): `given` by hand or `accepted` by the gateway
 * (refunded), `unknown` (the gateway's answer was lost: the job looks it up, pending), `refused`
 * (the gateway surely refused; nothing went back, staff retry or refund by hand).
 */
export interface BookingRefund {
  parts: Array<{ paymentId: string; amountPoisha: number; outcome: 'given' | RefundOutcome['outcome'] }>;
  /** Refunded now (given + accepted). */
  refundedPoisha: number;
  /** Asked of the gateway, answer not known yet. */
  pendingPoisha: number;
  /** Refused by the gateway or not refundable any more (a race): still with the hotel. */
  failedPoisha: number;
}

export interface BookingRefundRequest {
  bookingId: string;
  amountPoisha: number;
  staffId: string;
  reason: RefundReason;
  way: RefundWay;
}

/** Splits `amountPoisha` over `candidates` in order, each at most what is left of it. */
function planParts(candidates: KeptPayment[], amountPoisha: number): Array<{ paymentId: string; amountPoisha: number }> {
  const parts = [];
  let rest = amountPoisha;
  for (const payment of candidates) {
    if (rest === 0) break;
    const part = Math.min(rest, payment.leftPoisha);
    parts.push({ paymentId: payment.id, amountPoisha: part });
    rest -= part;
  }
  return parts;
}

/**
 * The payments `way` may take money back from, in order: gateway payments newest first for the
 * gateway; any payment for a hand refund, desk payments first. None being refunded at the gateway.
 */
function candidatesFor(kept: KeptPayment[], way: RefundWay): KeptPayment[] {
  const free = kept.filter((p) => !p.isClaimed);
  if (way === 'gateway') return free.filter((p) => p.method === 'gateway');
  return [...free.filter((p) => p.method !== 'gateway'), ...free.filter((p) => p.method === 'gateway')];
}

/** Plans the refund of `amountPoisha` of booking `bookingId` the way asked; throws 400 / 409 REFUND_TOO_LARGE. */
async function planBookingRefund(db: Executor, input: BookingRefundRequest) {
  assertPositive(input.amountPoisha);
  const candidates = candidatesFor(await listKeptPayments(db, input.bookingId), input.way);
  const refundablePoisha = candidates.reduce((sum, p) => sum + p.leftPoisha, 0);
  if (refundablePoisha < input.amountPoisha) {
    throw tooLarge(refundablePoisha, input.way === 'gateway' ? 'through the gateway for this booking' : 'by hand for this booking');
  }
  return planParts(candidates, input.amountPoisha);
}

/**
 * Hand refunds of `amountPoisha` of a booking (desk payments first) in the caller's transaction
 * `tx`, one giveDeskRefund per payment. Throws as refundBookingMoney.
 */
export async function giveBookingDeskRefunds(
  tx: Executor,
  input: BookingRefundRequest & { way: DeskPaymentMethod },
): Promise<BookingRefund> {
  const parts = await planBookingRefund(tx, input);
  for (const part of parts) {
    await giveDeskRefund(tx, { ...part, method: input.way, staffId: input.staffId, reason: input.reason });
  }
  return { parts: parts.map((p) => ({ ...p, outcome: 'given' })), refundedPoisha: input.amountPoisha, pendingPoisha: 0, failedPoisha: 0 };
}

/** Gateway refunds of `amountPoisha` of a booking, one requestRefund part per gateway payment, newest first. */
async function requestBookingRefunds(app: AppContext, input: BookingRefundRequest): Promise<BookingRefund> {
  const parts = await planBookingRefund(app.db, input);
  const result: BookingRefund = { parts: [], refundedPoisha: 0, pendingPoisha: 0, failedPoisha: 0 };
  for (const part of parts) {
    const { outcome } = await requestRefund(app, {
      paymentId: part.paymentId,
      amountPoisha: part.amountPoisha,
      reason: input.reason,
      requestedBy: input.staffId,
      remarks: `Refund (${input.reason}) of booking ${input.bookingId}`,
    });
    result.parts.push({ ...part, outcome });
    if (outcome === 'accepted') result.refundedPoisha += part.amountPoisha;
    else if (outcome === 'unknown') result.pendingPoisha += part.amountPoisha;
    else result.failedPoisha += part.amountPoisha;
  }
  return result;
}

/**
 * Refunds `amountPoisha` of booking `bookingId` (issue 28), spread over its kept payments:
 * `way` 'gateway' asks the gateway for one part per gateway payment (newest first, each its own
 * exactly-once intent); a desk method hands it back in ONE transaction (desk payments first, then
 * gateway ones). Returns the parts and the sums (BookingRefund). Throws 400 WRONG_AMOUNT on a
 * non-positive amount, 409 REFUND_TOO_LARGE (naming the refundable BDT) when the booking's money
 * cannot cover it that way; nothing changes then.
 */
export async function refundBookingMoney(app: AppContext, input: BookingRefundRequest): Promise<BookingRefund> {
  const { way } = input;
  if (way === 'gateway') return requestBookingRefunds(app, input);
  const result = await app.db.transaction((tx) => giveBookingDeskRefunds(tx, { ...input, way }));
  app.outbox.kick();
  return result;
}
