/**
 * Lists by booking source and payment method (issue 27): All Bookings filters by source and shows
 * each booking's source and physical room number (page and CSV); All Payments filters by method
 * (one method, or any desk method) and shows it (page and CSV).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPageSchema, paymentPageSchema } from '#shared/schemas/admin-lists.ts';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { createBooking, type Booking } from '#tests/factories/bookings.ts';
import { createPayment } from '#tests/factories/payments.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
const b: Record<string, Booking> = {};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  const guest = await createUser(t.app, { name: 'Shirin Akter' });
  const room = await createRoom(t.app, admin.id, { title: 'Garden Double', roomNumbers: ['G11'] });
  const stay = (startDate: string, endDate: string, extra: Partial<Booking>) =>
    createBooking(t.app, { roomId: room.id, userId: guest.id, startDate, endDate, ...extra });
  b.web = await stay('2026-06-01', '2026-06-02', {});
  b.walkIn = await stay('2026-06-03', '2026-06-04', { source: 'walk-in', createdBy: admin.id });
  b.ota = await stay('2026-06-05', '2026-06-06', { source: 'ota', sourceName: 'Agoda', createdBy: admin.id });
  await createPayment(t.app, b.web);
  await createPayment(t.app, b.walkIn, { method: 'cash', gatewayMode: 'desk', valId: null, takenBy: admin.id });
  await createPayment(t.app, b.ota, { method: 'bkash', reference: 'BK8X2QW', gatewayMode: 'desk', valId: null, takenBy: admin.id });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
const bookingPage = async (query: string) => bookingPageSchema.parse((await get(`/api/all-bookings-admin?${query}`)).json());
const paymentPage = async (query: string) => paymentPageSchema.parse((await get(`/api/all-payments-admin?${query}`)).json());

describe('All Bookings by source (issue 27)', () => {
  it('shows each booking’s source and room number', async () => {
    const page = await bookingPage('page=1&sort=startDate&dir=asc');
    expect(page.items.map((i) => [i.tranId, i.source, i.sourceName, i.roomNumber])).toEqual([
      [b.web.tranId, 'website', null, 'G11'],
      [b.walkIn.tranId, 'walk-in', null, 'G11'],
      [b.ota.tranId, 'ota', 'Agoda', 'G11'],
    ]);
  });

  it('filters by source', async () => {
    expect((await bookingPage('source=walk-in')).items.map((i) => i.tranId)).toEqual([b.walkIn.tranId]);
    expect((await bookingPage('source=ota')).items.map((i) => i.tranId)).toEqual([b.ota.tranId]);
    expect((await bookingPage('source=phone')).items).toEqual([]);
    expect((await get('/api/all-bookings-admin?source=telegram')).statusCode).toBe(400);
  });

  it('puts the room number and source in the CSV', async () => {
    const lines = (await get('/api/all-bookings-admin/export.csv?source=ota')).body.trim().split('\n');
    const header = lines[0].split(',');
    expect(lines).toHaveLength(2);
    const row = Object.fromEntries(lines[1].split(',').map((v, i) => [header[i], v]));
    expect(row).toMatchObject({ tran_id: b.ota.tranId, room_number: 'G11', source: 'ota', source_name: 'Agoda' });
  });
});

describe('All Payments by method (issue 27)', () => {
  it('shows and filters by method: one, the gateway, or any desk method', async () => {
    const all = await paymentPage('page=1&sort=amount');
    expect(Object.fromEntries(all.items.map((p) => [p.tran_id, p.method]))).toEqual({
      [b.web.tranId]: 'gateway',
      [b.walkIn.tranId]: 'cash',
      [b.ota.tranId]: 'bkash',
    });
    expect((await paymentPage('method=gateway')).items.map((p) => p.tran_id)).toEqual([b.web.tranId]);
    expect((await paymentPage('method=cash')).items.map((p) => p.tran_id)).toEqual([b.walkIn.tranId]);
    expect((await paymentPage('method=desk')).items.map((p) => p.tran_id).sort()).toEqual([b.walkIn.tranId, b.ota.tranId].sort());
    expect((await get('/api/all-payments-admin?method=cheque')).statusCode).toBe(400);
  });

  it('puts the method and reference in the CSV', async () => {
    const lines = (await get('/api/all-payments-admin/export.csv?method=bkash')).body.trim().split('\n');
    const header = lines[0].split(',');
    expect(lines).toHaveLength(2);
    const row = Object.fromEntries(lines[1].split(',').map((v, i) => [header[i], v]));
    expect(row).toMatchObject({ tran_id: b.ota.tranId, method: 'bkash', reference: 'BK8X2QW' });
  });
});
