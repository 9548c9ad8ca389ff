/**
 * Pure rules for trusting a gateway answer (docs/architecture.md#external-services): payment truth comes only from the
 * order-validation API, and only when it names our transaction, our amount and our currency.
 */
import { parseAmountToPoisha } from '#shared/domain/money.ts';
import type { OrderValidation } from '../../plugins/gateway/types.ts';

/** Gateway statuses that mean the money moved (VALIDATED = already validated once before). */
const PAID_GATEWAY_STATUSES: ReadonlySet<string> = new Set(['VALID', 'VALIDATED']);

export const isPaidGatewayStatus = (status: string): boolean => PAID_GATEWAY_STATUSES.has(status);

export interface ExpectedPayment {
  tranId: string;
  valId: string;
  /** Integer poisha, as stored. */
  amountPoisha: number;
  currency: string;
}

/**
 * Why `validation` does not confirm `expected`, or null when it does. Amounts are compared
 * as integer poisha parsed from the gateway's decimal string, never as floats.
 */
export function rejectionReason(validation: OrderValidation, expected: ExpectedPayment): string | null {
  if (!isPaidGatewayStatus(validation.status)) return `gateway status is ${validation.status || 'missing'}`;
  if (validation.tranId !== expected.tranId) return `validation is for tran_id ${validation.tranId || '(none)'}`;
  if (validation.valId !== expected.valId) return `validation is for val_id ${validation.valId || '(none)'}`;
  const amountPoisha = parseAmountToPoisha(validation.amount);
  if (amountPoisha !== expected.amountPoisha) return `amount ${validation.amount || '(none)'} differs from ours`;
  if (validation.currency !== expected.currency) return `currency ${validation.currency || '(none)'} differs from ours`;
  return null;
}
