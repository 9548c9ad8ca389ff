import { describe, expect, it } from 'vitest';
import { readPaymentQuery } from './read-payment-query.ts';

const full = new URLSearchParams({
  name: 'Guest User',
  email: 'guest@hotel.test',
  roomName: 'Sea View Deluxe',
  checkIn: '2025-07-01',
  checkOut: '2025-07-04',
  price: '4500.50',
  tran_id: 'TRX123',
  tran_date: '2025-06-20 10:11:12',
  card_type: 'VISA-Dutch Bangla',
  bank_gw: 'DBBL',
  val_id: 'VAL1',
  status: 'VALID',
  currency_type: 'BDT',
});

describe('readPaymentQuery', () => {
  it('reads every field and counts nights', () => {
    const details = readPaymentQuery(full, 'TRX123');
    expect(details).toMatchObject({
      tranId: 'TRX123',
      name: 'Guest User',
      email: 'guest@hotel.test',
      roomName: 'Sea View Deluxe',
      checkIn: '2025-07-01',
      checkOut: '2025-07-04',
      nights: 3,
      total: 4500.5,
    });
    expect(details.payment).toEqual({
      tran_id: 'TRX123',
      tran_date: '2025-06-20 10:11:12',
      card_type: 'VISA-Dutch Bangla',
      bank_gw: 'DBBL',
      val_id: 'VAL1',
      status: 'VALID',
      currency_type: 'BDT',
    });
  });

  it('accepts dates with a time part', () => {
    const params = new URLSearchParams({ checkIn: '2025-07-01T00:00:00.000Z', checkOut: '2025-07-02' });
    expect(readPaymentQuery(params, 'X')).toMatchObject({ checkIn: '2025-07-01', nights: 1 });
  });

  it('turns missing or malformed values into null', () => {
    const params = new URLSearchParams({ checkIn: '01-07-2025', checkOut: '2025-02-30', price: 'abc', name: '  ' });
    const details = readPaymentQuery(params, undefined);
    expect(details).toMatchObject({ name: null, checkIn: null, checkOut: null, nights: null, total: null, tranId: '' });
    expect(details.payment.status).toBeNull();
  });

  it('falls back to the route tran id', () => {
    expect(readPaymentQuery(new URLSearchParams(), 'ROUTE1').payment.tran_id).toBe('ROUTE1');
  });
});
