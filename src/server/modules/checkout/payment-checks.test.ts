import { describe, expect, it } from 'vitest';
import type { OrderValidation } from '../../plugins/gateway/types.ts';
import { rejectionReason } from './payment-checks.ts';

const expected = { tranId: 'HB1', valId: 'V1', amountPoisha: 150_000, currency: 'BDT' };
const valid: OrderValidation = {
  status: 'VALID',
  tranId: 'HB1',
  valId: 'V1',
  amount: '1500.00',
  currency: 'BDT',
  bankTranId: 'B1',
  cardType: 'VISA-Dutch Bangla',
  bankGw: 'DBBL',
  tranDate: '2025-01-01 10:00:00',
  currencyType: 'BDT',
  riskLevel: '0',
  raw: {},
};

describe('rejectionReason', () => {
  it('accepts VALID and VALIDATED answers that match tran_id, val_id, amount and currency', () => {
    expect(rejectionReason(valid, expected)).toBeNull();
    expect(rejectionReason({ ...valid, status: 'VALIDATED', amount: '1500' }, expected)).toBeNull();
  });

  it.each([
    ['status', { status: 'INVALID_TRANSACTION' }, /status/],
    ['status FAILED', { status: 'FAILED' }, /status/],
    ['tran_id', { tranId: 'HB2' }, /tran_id/],
    ['val_id', { valId: 'V2' }, /val_id/],
    ['amount lower', { amount: '1499.99' }, /amount/],
    ['amount higher', { amount: '1500.01' }, /amount/],
    ['amount garbage', { amount: '1,500.00' }, /amount/],
    ['currency', { currency: 'USD' }, /currency/],
  ])('rejects a wrong %s', (_name, patch, reason) => {
    expect(rejectionReason({ ...valid, ...patch }, expected)).toMatch(reason);
  });
});
