/**
 * Paged admin lists (issue #13): GET /all-bookings-admin and /all-payments-admin with query
 * parameters answer one page and its total; search, filters, sort, payment totals and the
 * streamed CSV exports. Without parameters the spec's calls still answer plain lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingPageSchema,
  cancellationPageSchema,
  customerPageSchema,
  paymentPageSchema,
  paymentTotalsSchema,
} from '#shared/schemas/admin-lists.ts';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { day } from '#tests/helpers/payment-flow.ts';
import { streamBookings } from '#server/modules/admin-lists/bookings-page.repository.ts';
import { createBooking } from '#tests/factories/bookings.ts';
import { createCancellationRequest } from '#tests/factories/cancellation-requests.ts';
import { createPayment } from '#tests/factories/payments.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
let ayesha: TestUser;
let babul: TestUser;
const tranIds: string[] = [];

/** 30 paid stays: Ayesha has 10 in the Sea View Suite, Babul 20 in the Garden Room (3 refunded). */
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  ayesha = await createUser(t.app, { name: 'Ayesha Rahman', email: 'ayesha.rahman@example.com' });
  babul = await createUser(t.app, { name: '=HYPERLINK("x") Babul', email: 'babul@example.com' });
  const sea = await createRoom(t.app, admin.id, { title: 'Sea View Suite' });
  const garden = await createRoom(t.app, admin.id, { title: 'Garden Room' });
  for (let i = 0; i < 30; i++) {
    const isAyesha = i < 10;
    const isRefunded = i >= 27;
    const tranId = `TRN-${String(i).padStart(3, '0')}`;
    tranIds.push(tranId);
    const bookedAt = new Date(Date.UTC(2026, 9, 1 + i, 6));
    const b = await createBooking(t.app, {
      roomId: isAyesha ? sea.id : garden.id,
      userId: isAyesha ? ayesha.id : babul.id,
      startDate: day(10 + i * 3),
      endDate: day(12 + i * 3),
      nights: 2,
      pricePerNightPoisha: 100_000 + i * 100,
      tranId,
      bookingDate: bookedAt,
      ...(isRefunded ? { cReq: true, cStatus: 'approved' as const } : {}),
    });
    await createPayment(t.app, b, {
      status: isRefunded ? 'refunded' : 'paid',
      paidAt: bookedAt,
      valId: `V-${tranId}`,
      cardType: 'VISA',
    });
    if (isRefunded || i === 5) {
      await createCancellationRequest(t.app, b, {
        date: bookedAt,
        ...(isRefunded ? { status: 'resolved', decision: 'approved', resolvedBy: admin.id, resolvedAt: bookedAt } : {}),
      });
    }
  }
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie = admin.cookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const bookingPage = async (qs: string) => {
  const res = await get(`/api/all-bookings-admin?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return bookingPageSchema.parse(res.json());
};
const paymentPage = async (qs: string) => {
  const res = await get(`/api/all-payments-admin?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return paymentPageSchema.parse(res.json());
};

describe('GET /api/all-bookings-admin with parameters', () => {
  it('answers one page, newest first, with the total; the next page continues without overlap', async () => {
    const first = await bookingPage('page=1&pageSize=12');
    expect(first).toMatchObject({ page: 1, pageSize: 12, total: 30, isTotalCapped: false });
    expect(first.items.map((b) => b.tranId)).toEqual(tranIds.slice(18).reverse());
    const third = await bookingPage('page=3&pageSize=12');
    expect(third.items.map((b) => b.tranId)).toEqual(tranIds.slice(0, 6).reverse());
  });

  it('keeps the spec call without parameters a plain list of every booking', async () => {
    const res = await get('/api/all-bookings-admin');
    expect(Array.isArray(res.json())).toBe(true);
    expect(res.json()).toHaveLength(30);
  });

  it('refuses a page size over 100 and a malformed date with 400, answering { message, code }', async () => {
    for (const qs of ['pageSize=101', 'page=0', 'stayFrom=2026-13-01', 'sort=guestPassword']) {
      const res = await get(`/api/all-bookings-admin?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });

  it('finds bookings by guest e-mail, guest name, room title and exact tran_id', async () => {
    expect((await bookingPage('q=AYESHA.rahman@')).total).toBe(10);
    expect((await bookingPage('q=babul')).total).toBe(20);
    expect((await bookingPage('q=sea%20view')).total).toBe(10);
    const byTran = await bookingPage('q=TRN-017');
    expect(byTran.items.map((b) => b.tranId)).toEqual(['TRN-017']);
    // LIKE wildcards are taken literally.
    expect((await bookingPage('q=%25')).total).toBe(0);
  });

  it('filters by status and by stay dates (overlap, inclusive), and sorts by price', async () => {
    expect((await bookingPage('status=refunded')).items.map((b) => b.tranId).sort()).toEqual(['TRN-027', 'TRN-028', 'TRN-029']);
    expect((await bookingPage('status=paid')).total).toBe(27);
    // Stay i runs day(10+3i)..day(12+3i): day(12)..day(16) touches stays 0 (ends day 12), 1 (13..15) and 2 (starts 16).
    const stays = await bookingPage(`stayFrom=${day(12)}&stayTo=${day(16)}&sort=startDate&dir=asc`);
    expect(stays.items.map((b) => b.tranId)).toEqual(['TRN-000', 'TRN-001', 'TRN-002']);
    const cheapest = await bookingPage('sort=price&dir=asc&pageSize=2');
    expect(cheapest.items.map((b) => b.price)).toEqual([2000, 2002]);
  });

  it('keeps the booking-date and price order within a narrow stay range (read by the stay index, then sorted)', async () => {
    const range = `stayFrom=${day(12)}&stayTo=${day(40)}`;
    const newest = await bookingPage(`${range}&pageSize=4`);
    // Stays 0 (ends day 12) to 10 (starts day 40).
    expect(newest.total).toBe(11);
    expect(newest.items.map((b) => b.tranId)).toEqual(['TRN-010', 'TRN-009', 'TRN-008', 'TRN-007']);
    const dearest = await bookingPage(`${range}&sort=price&dir=desc&pageSize=2&page=2`);
    expect(dearest.items.map((b) => b.tranId)).toEqual(['TRN-008', 'TRN-007']);
    const oldest = await bookingPage(`${range}&sort=bookingDate&dir=asc&pageSize=3`);
    expect(oldest.items.map((b) => b.tranId)).toEqual(['TRN-000', 'TRN-001', 'TRN-002']);
  });

  it('is admin only: guest 403', async () => {
    expect((await get('/api/all-bookings-admin?page=1', ayesha.cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/all-payments-admin with parameters', () => {
  it('answers a page of payments with their guest', async () => {
    const page = await paymentPage('q=ayesha&pageSize=3');
    expect(page.total).toBe(10);
    expect(page.items).toHaveLength(3);
    expect(page.items[0]).toMatchObject({
      tran_id: 'TRN-009',
      guest: { name: 'Ayesha Rahman', email: 'ayesha.rahman@example.com' },
      roomTitle: 'Sea View Suite',
    });
  });

  it('filters by payment date range in hotel days and by status', async () => {
    // Paid at 06:00 UTC = 12:00 in Dhaka on 2026-10-(1+i).
    const oct = await paymentPage('paidFrom=2026-10-05&paidTo=2026-10-07&sort=paidAt&dir=asc');
    expect(oct.items.map((p) => p.tran_id)).toEqual(['TRN-004', 'TRN-005', 'TRN-006']);
    expect((await paymentPage('status=refunded')).total).toBe(3);
  });

  it('totals the whole filter: paid, refunded and net in BDT', async () => {
    const res = await get('/api/all-payments-admin/totals?q=babul');
    const totals = paymentTotalsSchema.parse(res.json());
    // Babul's stays i = 10..29 cost 2000 + 2i BDT; 27..29 were refunded.
    const paid = Array.from({ length: 20 }, (_, k) => 2000 + 2 * (k + 10)).reduce((a, b) => a + b, 0);
    const refunded = 2000 + 54 + (2000 + 56) + (2000 + 58);
    expect(totals).toEqual({ count: 20, paid, refunded, net: paid - refunded });
  });
});

describe('CSV exports', () => {
  it('stream the filtered bookings with a header row, guarding formula-looking names', async () => {
    const res = await get('/api/all-bookings-admin/export.csv?q=babul&status=refunded');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('bookings.csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe(
      'booking_id,tran_id,booked_at,guest_name,guest_email,room,room_number,category,check_in,check_out,nights,price_bdt,status,cancellation,source,source_name',
    );
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['TRN-029', 'TRN-028', 'TRN-027']);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") Babul"`);
  });

  it('read in batches: every one of 30 payments once, newest first', async () => {
    const res = await get('/api/all-payments-admin/export.csv');
    const rows = res.body
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split(',')[0]);
    expect(rows).toHaveLength(30);
    expect(new Set(rows).size).toBe(30);
  });

  it('keyset batches of 7 give every booking exactly once, newest first', async () => {
    const seen: string[] = [];
    for await (const row of streamBookings(t.app.db, {}, 7)) seen.push(row.booking.tranId);
    expect(seen).toEqual([...tranIds].reverse());
  });
});

describe('GET /api/all-users and /api/cancelation-reqs with parameters', () => {
  it('pages customers, searches name or e-mail and filters by role', async () => {
    const res = await get('/api/all-users?q=RAHMAN');
    const page = customerPageSchema.parse(res.json());
    expect(page.items.map((u) => u.email)).toEqual(['ayesha.rahman@example.com']);
    const admins = customerPageSchema.parse((await get('/api/all-users?role=admin')).json());
    expect(admins.items.map((u) => u._id)).toEqual([admin.id]);
    const byName = customerPageSchema.parse((await get('/api/all-users?sort=name&dir=asc&pageSize=1')).json());
    expect(byName).toMatchObject({ total: 3, pageSize: 1 });
    expect(Array.isArray((await get('/api/all-users')).json())).toBe(true);
  });

  it('pages cancellation requests, with status and search, keeping ?id= and the plain list', async () => {
    const pending = cancellationPageSchema.parse((await get('/api/cancelation-reqs?status=pending')).json());
    expect(pending.items.map((r) => r.booking.tranId)).toEqual(['TRN-005']);
    const babulsPage = cancellationPageSchema.parse((await get('/api/cancelation-reqs?q=babul@example.com&pageSize=2')).json());
    expect(babulsPage).toMatchObject({ total: 3, pageSize: 2 });
    expect(babulsPage.items.map((r) => r.booking.tranId)).toEqual(['TRN-029', 'TRN-028']);
    const firstPage = cancellationPageSchema.parse((await get('/api/cancelation-reqs?page=1')).json());
    expect(firstPage.items.map((r) => r.booking.tranId)).toEqual(['TRN-005', 'TRN-029', 'TRN-028', 'TRN-027']);
    const all = (await get('/api/cancelation-reqs')).json();
    expect(all).toHaveLength(4);
    const one = (await get(`/api/cancelation-reqs?id=${pending.items[0]._id}`)).json();
    expect(one).toHaveLength(1);
  });
});
