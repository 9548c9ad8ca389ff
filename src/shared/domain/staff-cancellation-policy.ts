/**
 * What a cancellation by staff keeps (issue 28, docs/product/rules.md#cancellations-by-staff-issue-28). The
 * policy proposes: more than 24 hours before check-in (the spec's own line, canCancelStay) all the
 * kept money back; within 24 hours of check-in or later the first night kept. `no-refund` is
 * never proposed, only chosen by an admin with a reason. Money in integer poisha.
 */
import type { CancellationOutcome } from '../schemas/desk-vocabularies.ts';
import { canCancelStay } from './cancellation-policy.ts';
import { DEFAULT_HOTEL_TIME_ZONE } from './hotel-time.ts';

/** The outcome the policy proposes for a stay starting `startDate` (`YYYY-MM-DD` hotel time), cancelled at `now`. */
export function proposeCancellationOutcome(
  startDate: string,
  now: Date = new Date(),
  timeZone: string = DEFAULT_HOTEL_TIME_ZONE,
): Exclude<CancellationOutcome, 'no-refund'> {
  return canCancelStay(startDate, now, timeZone) ? 'full-refund' : 'first-night-kept';
}

/**
 * The refund of `outcome` (poisha): all of `keptPoisha` (the booking's kept money), that less the
 * first night (`firstNightPoisha`, never below 0), or nothing.
 */
export function cancellationRefundPoisha(outcome: CancellationOutcome, keptPoisha: number, firstNightPoisha: number): number {
  if (outcome === 'full-refund') return Math.max(0, keptPoisha);
  if (outcome === 'first-night-kept') return Math.max(0, keptPoisha - firstNightPoisha);
  return 0;
}
