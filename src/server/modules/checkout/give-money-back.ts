/**
 * Money back to a guest after staff changed a stay or cancelled it (issue 28): the one place the
 * stay changes and staff cancellations reach checkout's refund core (refund-money.ts), so they
 * refund alike. By hand (a desk method): the refund and `onRecorded` in ONE transaction. Through
 * the gateway: the parts are asked (each exactly once); `onRecorded` runs once none was refused
 * (an answer still unknown is recorded later by the job, shown as refund pending meanwhile).
 */
import { formatBdt, toBdt } from '#shared/domain/money.ts';
import type { RefundWay } from '#shared/schemas/stay-changes.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { hasPermission } from '#shared/domain/staff-roles.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import type { RefundReason } from './checkout-events.ts';
import { giveBookingDeskRefunds, refundBookingMoney } from './refund-money.ts';

/**
 * Throws 403 REFUND_NOT_ALLOWED when a person whose role may not give money back asked for a
 * refund (issue 29: refunds are the owner's and the manager's). The system and the gateway may.
 */
export function assertMayRefund(by: AuditActor): void {
  if (by.role && !hasPermission(by.role, 'refunds')) {
    throw new AppError('REFUND_NOT_ALLOWED', 'Only an owner or a manager can give money back');
  }
}

/** A refund staff asked for: `amountPoisha` integer poisha > 0. */
export interface MoneyBack {
  bookingId: string;
  amountPoisha: number;
  staffId: string;
  reason: RefundReason;
  way: RefundWay;
  /** Runs in the transaction that records a hand refund, or after the gateway accepted, e.g. a staff cancellation's own rows. */
  onRecorded?: (tx: Executor) => Promise<void>;
}

/**
 * Refunds `input.amountPoisha` of the booking's kept money. Throws 400/409 REFUND_TOO_LARGE as
 * the refund core does (nothing changed), 502 REFUND_REFUSED when the gateway refused a part.
 */
export async function giveMoneyBack(app: AppContext, input: MoneyBack): Promise<void> {
  const { onRecorded, ...refund } = input;
  const { way } = refund;
  if (way === 'gateway') {
    const result = await refundBookingMoney(app, { ...refund, way });
    if (result.failedPoisha > 0) {
      throw new AppError(
        'REFUND_REFUSED',
        `The gateway refused to refund ${formatBdt(toBdt(result.failedPoisha))}; try again or refund by hand`,
      );
    }
    if (onRecorded) await app.db.transaction(onRecorded);
    return;
  }
  await app.db.transaction(async (tx) => {
    await giveBookingDeskRefunds(tx, { ...refund, way });
    await onRecorded?.(tx);
  });
  app.outbox.kick();
}
