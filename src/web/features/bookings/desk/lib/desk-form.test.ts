/** The desk form's request (issue 27): prefilled from the tape chart, days sent as YYYY-MM-DD, the first missing piece named. */
import { describe, expect, it } from 'vitest';
import { initialDeskForm, toDeskBookingBody, type DeskForm } from './desk-form.ts';

const filled = (patch: Partial<DeskForm> = {}): DeskForm => ({
  ...initialDeskForm(new URLSearchParams('roomId=r1&checkIn=2026-12-20&checkOut=2026-12-22')),
  ...patch,
});

describe('the desk form', () => {
  it('is prefilled from the tape chart link, days typed dd-mm-yyyy; a malformed day is left empty', () => {
    const form = initialDeskForm(new URLSearchParams('roomId=r1&physicalRoomId=p7&checkIn=2026-12-20&checkOut=20-12-2026'));
    expect(form).toMatchObject({ roomId: 'r1', physicalRoomId: 'p7', checkIn: '20-12-2026', checkOut: '', mode: 'full', method: 'cash' });
  });

  it('sends full payment at the quoted total, days as YYYY-MM-DD, the room only when one was chosen', () => {
    expect(toDeskBookingBody(filled(), 'g1', 5200)).toEqual({
      guestId: 'g1',
      roomId: 'r1',
      startDate: '2026-12-20',
      endDate: '2026-12-22',
      guests: 1,
      source: 'walk-in',
      payment: { mode: 'full', method: 'cash', amountBdt: 5200 },
    });
    const body = toDeskBookingBody(filled({ physicalRoomId: 'p7', mode: 'link', source: 'ota', sourceName: ' Agoda ' }), 'g1', 5200);
    expect(body).toMatchObject({ physicalRoomId: 'p7', sourceName: 'Agoda', payment: { mode: 'link' } });
  });

  it('names the first thing missing', () => {
    expect(toDeskBookingBody(filled(), null, 5200)).toBe('Pick or create the guest first.');
    expect(toDeskBookingBody(filled({ checkOut: '31-02-2026' }), 'g1', 5200)).toBe('Type both days as dd-mm-yyyy.');
    expect(toDeskBookingBody(filled({ source: 'ota' }), 'g1', 5200)).toBe('Name the OTA (e.g. Booking.com).');
    expect(toDeskBookingBody(filled({ mode: 'deposit', amount: '' }), 'g1', 5200)).toBe('Enter the amount taken.');
    expect(toDeskBookingBody(filled({ method: 'bkash' }), 'g1', 5200)).toBe('Enter the transaction reference.');
    expect(toDeskBookingBody(filled(), 'g1', null)).toBe('Enter the amount taken.');
  });
});
