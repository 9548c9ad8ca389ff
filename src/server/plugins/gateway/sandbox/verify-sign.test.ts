import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeVerifySign, isVerifySignValid } from './verify-sign.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe('computeVerifySign', () => {
  it('is md5 of the sorted key=value pairs plus md5 of the store password', () => {
    const fields = { tran_id: 'HB1', amount: '10.00', status: 'VALID' };
    const signed = computeVerifySign(fields, 'secret@ssl');
    expect(signed.verify_key).toBe('amount,status,tran_id');
    const expected = md5(`amount=10.00&status=VALID&store_passwd=${md5('secret@ssl')}&tran_id=HB1`);
    expect(signed.verify_sign).toBe(expected);
  });

  it('round-trips through isVerifySignValid and detects tampering or a wrong password', () => {
    const fields = { tran_id: 'HB1', val_id: 'V1', amount: '1500.00', value_b: '' };
    const posted = { ...fields, ...computeVerifySign(fields, 'pw') };
    expect(isVerifySignValid(posted, 'pw')).toBe(true);
    expect(isVerifySignValid({ ...posted, amount: '15.00' }, 'pw')).toBe(false);
    expect(isVerifySignValid(posted, 'other')).toBe(false);
    expect(isVerifySignValid(fields, 'pw')).toBe(false);
  });
});
