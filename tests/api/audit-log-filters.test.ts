/**
 * The audit log's filters and CSV export (issue 29): by person, by action, by hotel days
 * (Asia/Dhaka, both ends included), the same filter in the CSV (BOM, the sentence, never the
 * before/after JSON, so no phone or ID number), and the person filter's choices.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { user } from '#server/db/schema.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { auditLogPageSchema } from '#shared/schemas/audit-log.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { readAsSpreadsheet } from '#tests/helpers/spreadsheet-csv.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';
import { createBooking } from '#tests/factories/bookings.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { day } from '#tests/helpers/payment-flow.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
let clerk: TestUser;
let accountant: TestUser;
useAppWithUsers((s) => ({ t, admin, guest } = s));

const BOOKING = 'b6f1c2d4-0000-4000-8000-00000000aaaa';
const PHONE = '+8801711223344';
const ID_NUMBER = '19901234567890123';

async function withRole(name: string, role: 'front_desk' | 'accountant'): Promise<TestUser> {
  const u = await createUser(t.app, { name });
  await t.app.db.update(user).set({ role }).where(eq(user.id, u.id));
  return u;
}

beforeAll(async () => {
  clerk = await withRole('Rahim Uddin', 'front_desk');
  accountant = await withRole('Salma Akter', 'accountant');
  const by = { actor: clerk.id, ip: '10.0.0.5' };
  // 10-03-2026 23:59 and 11-03-2026 00:30 in Dhaka (UTC+6): one hotel day apart, the same UTC day.
  await recordAudit(t.app.db, by, {
    action: 'booking.moved',
    objectType: 'booking',
    objectId: BOOKING,
    before: { room: '201' },
    after: { room: '203' },
    at: new Date('2026-03-10T17:59:00Z'),
  });
  await recordAudit(t.app.db, by, {
    action: 'stay.checked-in',
    objectType: 'booking',
    objectId: BOOKING,
    // A field no module records, standing for personal data that must never reach the CSV.
    after: { tranId: 'HB2041', guestName: 'Karim Ahmed', roomNumber: '203', phone: PHONE, idNumber: ID_NUMBER },
    at: new Date('2026-03-10T18:30:00Z'),
  });
  await recordAudit(
    t.app.db,
    { actor: admin.id, ip: null },
    {
      action: 'booking.moved',
      objectType: 'booking',
      objectId: BOOKING,
      before: { room: '203' },
      after: { room: '205' },
      at: new Date('2026-03-12T06:00:00Z'),
    },
  );
});

const get = (url: string, cookie = admin.cookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });

async function page(query: string) {
  const res = await get(`/api/admin/audit-log?objectId=${BOOKING}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return auditLogPageSchema.parse(res.json()).items;
}

describe('filters', () => {
  it('by person: only what that staff member did, with the role recorded at the time', async () => {
    const items = await page(`actor=${clerk.id}`);
    expect(items.map((e) => e.action)).toEqual(['stay.checked-in', 'booking.moved']);
    expect(items.every((e) => e.actorRole === 'front_desk' && e.actorName === 'Rahim Uddin')).toBe(true);
    expect(items[1].sentence).toBe('Rahim Uddin (front desk) moved booking b6f1c2d4 from room 201 to 203');
  });

  it('by action', async () => {
    const items = await page('action=booking.moved');
    expect(items.map((e) => e.after)).toEqual([{ room: '205' }, { room: '203' }]);
    expect(items[0].sentence).toBe(`${admin.name} (owner) moved booking b6f1c2d4 from room 203 to 205`);
  });

  it('names a real booking by its reference, as the screens do, even when the entry did not record it', async () => {
    const room = await createRoom(t.app, admin.id);
    const stay = await createBooking(t.app, { roomId: room.id, userId: guest.id, startDate: day(40), endDate: day(41) });
    await recordAudit(
      t.app.db,
      { actor: clerk.id, ip: null },
      { action: 'booking.moved', objectType: 'booking', objectId: stay.id, before: { room: '201' }, after: { room: '203' } },
    );
    const res = await get(`/api/admin/audit-log?objectType=booking&objectId=${stay.id}`);
    const [entry] = auditLogPageSchema.parse(res.json()).items;
    expect(entry.sentence).toBe(`Rahim Uddin (front desk) moved booking ${stay.tranId} from room 201 to 203`);
  });

  it('names the staff member a staff change is about, as the staff module records it (role only)', async () => {
    await recordAudit(
      t.app.db,
      { actor: admin.id, ip: null },
      { action: 'staff.role-changed', objectType: 'user', objectId: clerk.id, before: { role: 'front_desk' }, after: { role: 'manager' } },
    );
    const res = await get(`/api/admin/audit-log?objectType=user&objectId=${clerk.id}&action=staff.role-changed`);
    const [entry] = auditLogPageSchema.parse(res.json()).items;
    expect(entry.sentence).toBe(`${admin.name} (owner) changed Rahim Uddin's role from front desk to manager`);
  });

  it('refuses an unknown action or a day that is not one, changing nothing', async () => {
    for (const query of ['action=booking.deleted', 'from=2026-02-30', 'to=11-03-2026']) {
      const res = await get(`/api/admin/audit-log?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
  });

  it("by hotel days: a day is Dhaka's midnight to midnight, both ends included", async () => {
    expect((await page('from=2026-03-11&to=2026-03-11')).map((e) => e.action)).toEqual(['stay.checked-in']);
    expect((await page('to=2026-03-10')).map((e) => e.action)).toEqual(['booking.moved']);
    expect(await page('from=2026-03-11')).toHaveLength(2);
    expect(await page('from=2026-03-13')).toHaveLength(0);
  });
});

describe('CSV export', () => {
  it('exports the filtered entries as sentences in hotel time, with a BOM, and no personal data from the JSON', async () => {
    const res = await get(`/api/admin/audit-log/export.csv?objectId=${BOOKING}&actor=${clerk.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('audit-log.csv');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = readAsSpreadsheet(res.body, ',');
    expect(rows[0]).toEqual(['time', 'person', 'role', 'action', 'entry', 'object_type', 'object_id', 'ip']);
    expect(rows.slice(1)).toEqual([
      [
        '2026-03-11 00:30',
        'Rahim Uddin',
        'Front desk',
        'Checked in',
        'Rahim Uddin (front desk) checked Karim Ahmed in to room 203 (booking HB2041)',
        'booking',
        BOOKING,
        '10.0.0.5',
      ],
      [
        '2026-03-10 23:59',
        'Rahim Uddin',
        'Front desk',
        'Booking moved',
        'Rahim Uddin (front desk) moved booking b6f1c2d4 from room 201 to 203',
        'booking',
        BOOKING,
        '10.0.0.5',
      ],
    ]);
    expect(res.body).not.toContain(PHONE);
    expect(res.body).not.toContain(ID_NUMBER);
  });

  it('is for whoever may read the log (audit), not for every role that exports', async () => {
    expect((await get('/api/admin/audit-log/export.csv', accountant.cookie)).statusCode).toBe(200);
    expect((await get('/api/admin/audit-log/export.csv', clerk.cookie)).statusCode).toBe(403);
    expect((await get('/api/admin/audit-log/export.csv', guest.cookie)).statusCode).toBe(403);
  });
});

describe('the person filter', () => {
  it('offers the staff by name with their role, and no guests', async () => {
    const res = await get('/api/admin/audit-log/people');
    expect(res.statusCode, res.body).toBe(200);
    const people = res.json() as Array<{ id: string; name: string; role: string }>;
    expect(people).toEqual(
      expect.arrayContaining([
        { id: clerk.id, name: 'Rahim Uddin', role: 'front_desk' },
        { id: accountant.id, name: 'Salma Akter', role: 'accountant' },
      ]),
    );
    expect(people.map((p) => p.id)).not.toContain(guest.id);
  });
});
