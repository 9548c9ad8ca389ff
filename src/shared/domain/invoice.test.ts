import { describe, expect, it } from 'vitest';
import { buildInvoice, GUEST_ADDRESS_FALLBACK, hotelLines, paymentStatusLabel, type InvoiceInput } from './invoice.ts';

const hotel = { name: 'Lakeview Inn', addressLines: ['1 Shore Road', 'Sylhet 3100'], email: 'desk@lakeview.test' };

const paid: InvoiceInput = {
  hotel,
  tranId: 'HB123',
  issuedOn: '2026-12-01',
  guest: { name: 'Tahmina Akter', email: 'tahmina@example.com', address: 'House 7, Road 3', phone: '01712345678' },
  room: { title: 'Lakeside Family Suite', category: 'family-4' },
  stay: { checkIn: '2026-12-10', checkOut: '2026-12-13', nights: 3 },
  nightlyPoisha: 475_000,
  totalPoisha: 1_425_000,
  payment: { status: 'paid', date: '2026-12-01 12:00:00', cardType: 'VISA', bankGateway: 'DBBL', valId: 'V1', currency: 'BDT' },
  isTestPayment: true,
};

describe('buildInvoice', () => {
  it('numbers the invoice by tran_id and prints the configured hotel as From', () => {
    const invoice = buildInvoice(paid);
    expect(invoice.number).toBe('HB123');
    expect(invoice.issuedOn).toBe('2026-12-01');
    expect(invoice.from).toEqual({
      name: 'Lakeview Inn',
      addressLines: ['1 Shore Road', 'Sylhet 3100'],
      email: 'desk@lakeview.test',
      phone: null,
    });
  });

  it('has no From block while the hotel is not known yet', () => {
    expect(buildInvoice({ ...paid, hotel: null }).from).toBeNull();
  });

  it('addresses the guest, falling back to the city when no address is on file, and leaves out a missing phone', () => {
    expect(buildInvoice(paid).to).toEqual({
      name: 'Tahmina Akter',
      addressLines: ['House 7, Road 3'],
      email: 'tahmina@example.com',
      phone: '01712345678',
    });
    const bare = buildInvoice({ ...paid, guest: { name: 'Rafi', email: 'rafi@example.com', address: '  ', phone: null } });
    expect(bare.to).toEqual({ name: 'Rafi', addressLines: [GUEST_ADDRESS_FALLBACK], email: 'rafi@example.com', phone: null });
  });

  it('has one line item: the room, nights × nightly rate in poisha, and the total', () => {
    const invoice = buildInvoice(paid);
    expect(invoice.items).toEqual([
      {
        title: 'Lakeside Family Suite',
        category: 'family-4',
        checkIn: '2026-12-10',
        checkOut: '2026-12-13',
        nights: 3,
        nightlyPoisha: 475_000,
        amountPoisha: 1_425_000,
      },
    ]);
    expect(invoice.totalPoisha).toBe(1_425_000);
  });

  it('leaves stay facts out when the data source does not carry them', () => {
    const [item] = buildInvoice({ ...paid, stay: null, nightlyPoisha: null, room: { title: 'Suite' } }).items;
    expect(item).toMatchObject({
      title: 'Suite',
      category: null,
      checkIn: null,
      nights: null,
      nightlyPoisha: null,
      amountPoisha: 1_425_000,
    });
  });

  it('lists the payment details in one order, leaving out what the gateway did not report', () => {
    const invoice = buildInvoice({ ...paid, payment: { ...paid.payment, cardType: null, bankGateway: '' } });
    expect(invoice.details).toEqual([
      { label: 'Transaction ID', value: 'HB123' },
      { label: 'Date', value: '2026-12-01 12:00:00' },
      { label: 'Validation ID', value: 'V1' },
      { label: 'Status', value: 'Paid' },
      { label: 'Currency', value: 'BDT' },
    ]);
  });

  it('shows a refund with its amount', () => {
    const invoice = buildInvoice({
      ...paid,
      payment: { ...paid.payment, status: 'refunded' },
      refund: { amountPoisha: 1_425_000, on: '2026-12-05' },
    });
    expect(invoice.statusLabel).toBe('Refunded');
    expect(invoice.refund).toEqual({ amountPoisha: 1_425_000, on: '2026-12-05' });
    expect(invoice.details.at(-1)).toEqual({ label: 'Refunded', value: 'BDT 14,250' });
  });

  it('refuses amounts that are not integer poisha', () => {
    expect(() => buildInvoice({ ...paid, totalPoisha: 14.5 })).toThrow(RangeError);
    expect(() => buildInvoice({ ...paid, nightlyPoisha: -1 })).toThrow(RangeError);
    expect(() => buildInvoice({ ...paid, refund: { amountPoisha: 0.5, on: null } })).toThrow(RangeError);
  });
});

describe('paymentStatusLabel', () => {
  it('capitalises and spaces the status', () => {
    expect(paymentStatusLabel('paid')).toBe('Paid');
    expect(paymentStatusLabel('refund_pending')).toBe('Refund pending');
  });
});

describe('hotelLines', () => {
  it('is the name, then the postal lines', () => {
    expect(hotelLines(hotel)).toEqual(['Lakeview Inn', '1 Shore Road', 'Sylhet 3100']);
  });
});
