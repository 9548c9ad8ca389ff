/**
 * The admin CSV exports as a spreadsheet opens them (issue 24, "What a clerk, a guest and an
 * attacker found"): no cell a guest can write into may start a formula, whichever separator the
 * spreadsheet splits on; and a Bangladeshi accountant's Excel gets Bangla names intact (UTF-8
 * byte-order mark), hotel-time times, categories as on screen and each refund's amount and time.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds, user } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { day } from '#tests/helpers/payment-flow.ts';
import { readAsSpreadsheet } from '#tests/helpers/spreadsheet-csv.ts';
import { createBooking } from '#tests/factories/bookings.ts';
import { createPayment } from '#tests/factories/payments.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';

/** Names an attacker could give an account (straight into the database, as a Google profile could). */
const HOSTILE_NAMES = [
  'a;=1+1',
  "x,=cmd|' /C calc'!A0",
  '"=HYPERLINK(""http://evil.example"")"',
  '  =1+1',
  '\t=1+1',
  '\r=1+1',
  'Rahman\n@SUM(A1)',
  'Karim; -2+3',
  'Nabila;"=1+1',
  '\uFF1D1+1',
  '+8801711',
  '@SUM(A1)',
];
/** Names that must come out exactly as typed. */
const PLAIN_NAMES = ['Nur-E-Alam', 'রহিম উদ্দিন', "O'Brien, Jr.", 'Shahana 2-3'];

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  const room = await createRoom(t.app, admin.id, { title: 'Sea View Suite' });
  const names = [...HOSTILE_NAMES, ...PLAIN_NAMES];
  for (const [i, name] of names.entries()) {
    const guest = await createUser(t.app);
    await t.app.db.update(user).set({ name }).where(eq(user.id, guest.id));
    const booking = await createBooking(t.app, { roomId: room.id, userId: guest.id, startDate: day(10 + i * 3), endDate: day(11 + i * 3) });
    await createPayment(t.app, booking);
  }
  await createRefundedStay();
});

/** Farzana's two nights in a Family 4 room, booked and paid at 00:30 hotel time, refunded at 10:15. */
async function createRefundedStay() {
  const room = await createRoom(t.app, admin.id, { title: 'Family Room', category: 'family-4' });
  const guest = await createUser(t.app, { name: 'Farzana Akter' });
  const bookedAt = new Date('2026-10-01T18:30:00Z');
  const booking = await createBooking(t.app, {
    roomId: room.id,
    userId: guest.id,
    startDate: day(200),
    endDate: day(202),
    nights: 2,
    bookingDate: bookedAt,
    cReq: true,
    cStatus: 'approved',
  });
  const payment = await createPayment(t.app, booking, {
    status: 'refunded',
    paidAt: bookedAt,
    refundedAt: new Date('2026-10-03T04:15:00Z'),
  });
  await t.app.db
    .insert(refunds)
    .values({ paymentId: payment.id, refundRefId: 'RF-1', amountPoisha: booking.pricePoisha, status: 'success' });
}
afterAll(async () => {
  await t?.close();
});

const csvOf = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

/** A cell a spreadsheet would run: a formula starter first (after spaces), or a tab/CR first; numbers are numbers. */
const isFormula = (cell: string) =>
  !/^-?\d+(\.\d+)?$/.test(cell) && (/^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u.test(cell) || /^[\t\r]/.test(cell));

describe.each([
  ['bookings', '/api/all-bookings-admin/export.csv'],
  ['payments', '/api/all-payments-admin/export.csv'],
])('the %s export', (_, url) => {
  it.each([',', ';', '\t'])('starts no formula in a spreadsheet splitting on %j', async (separator) => {
    const cells = readAsSpreadsheet(await csvOf(url), separator).flat();
    expect(cells.filter(isFormula)).toEqual([]);
  });

  it('keeps each guest name whole in its column, marked only where it could run', async () => {
    const [header, ...rows] = readAsSpreadsheet(await csvOf(url), ',');
    const names = rows.map((row) => row[header.indexOf('guest_name')]);
    expect(names).toHaveLength(HOSTILE_NAMES.length + PLAIN_NAMES.length + 1); // and Farzana's refunded stay
    for (const plain of PLAIN_NAMES) expect(names).toContain(plain);
    expect(names).toContain("a;'=1+1");
    expect(names).toContain("x,'=cmd|' /C calc'!A0");
    expect(names).toContain("Karim; '-2+3");
    expect(names).toContain("'\t'=1+1");
  });
});

describe("an accountant's Excel", () => {
  const rowOf = async (url: string) => {
    const [header, ...rows] = readAsSpreadsheet(await csvOf(url), ',');
    expect(rows).toHaveLength(1);
    return Object.fromEntries(header.map((name, i) => [name, rows[0][i]]));
  };

  it.each(['/api/all-bookings-admin/export.csv', '/api/all-payments-admin/export.csv'])(
    'gets a UTF-8 byte-order mark first in %s, so Bangla names stay Bangla',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
      expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(res.rawPayload.toString('utf8')).toContain('রহিম উদ্দিন');
    },
  );

  it('reads bookings with the booking time in hotel time and the category as on screen', async () => {
    const row = await rowOf('/api/all-bookings-admin/export.csv?q=Farzana');
    expect(row).toMatchObject({ booked_at: '2026-10-02 00:30', category: 'Family 4', check_in: day(200), check_out: day(202) });
  });

  it('reads payments in hotel time with the refund amount and time', async () => {
    const row = await rowOf('/api/all-payments-admin/export.csv?q=Farzana');
    expect(row).toMatchObject({ paid_at: '2026-10-02 00:30', amount_bdt: '5000', refunded_bdt: '5000', refunded_at: '2026-10-03 10:15' });
    const [paid] = readAsSpreadsheet(await csvOf('/api/all-payments-admin/export.csv?q=Nur-E-Alam'), ',').slice(1);
    expect(paid.slice(-2)).toEqual(['', '']);
  });
});
