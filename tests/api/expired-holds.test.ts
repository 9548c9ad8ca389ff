/**
 * Issue 24 (admin 3): an unpaid hold that runs out stays findable and leaves a trace. Its expiry
 * is audited ("hold.expired", by the system) through the checkout's events like every other
 * transition; All Bookings' "expired" filter lists it with the guest's name, e-mail and phone,
 * the phone masked to its last 3 digits (personal data), whole only on the admin's booking
 * detail, and never in the CSV or the guest's own answers.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogPageSchema } from '#shared/schemas/audit-log.ts';
import { bookingListSchema } from '#shared/schemas/bookings.ts';
import { bookingPageSchema } from '#shared/schemas/admin-lists.ts';
import { bookings, user } from '#server/db/schema.ts';
import { runReconciliation } from '#server/plugins/jobs.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import type { TestUser } from '#tests/factories/users.ts';
import { day, startBooking } from '#tests/helpers/payment-flow.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
let bookingId: string;
let tranId: string;
const PHONE = '+880 1711-555678';

useAppWithUsers((s) => ({ t, admin, guest } = s), { guestName: 'Tanvir Hasan' });
beforeAll(async () => {
  await t.app.db.update(user).set({ phoneNumber: PHONE }).where(eq(user.id, guest.id));
  const room = await createRoom(t.app, admin.id, { title: 'River Room' });
  ({ tranId } = await startBooking(t, guest.cookie, room.id, day(30), day(32)));
  [{ id: bookingId }] = await t.app.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.tranId, tranId));
  // The guest walked away from the gateway: the job runs after the hold's 15 minutes.
  await runReconciliation(t.app, new Date(Date.now() + 20 * 60_000));
  await t.app.backgroundTasks.settled();
});

const get = (url: string, cookie = admin.cookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('an expired hold (issue 24)', () => {
  it('is audited as "hold.expired" by the system, on its booking', async () => {
    const [row] = await t.app.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
    expect(row.status).toBe('expired');
    const res = await get(`/api/admin/audit-log?objectType=booking&objectId=${bookingId}`);
    const entries = auditLogPageSchema.parse(res.json()).items;
    expect(entries.map((e) => [e.action, e.actor])).toContainEqual(['hold.expired', 'system']);
    expect(entries.find((e) => e.action === 'hold.expired')?.after).toMatchObject({ status: 'expired', tranId });
  });

  it('is listed under the "expired" filter with the guest\'s name, e-mail and masked phone', async () => {
    const res = await get('/api/all-bookings-admin?status=expired');
    expect(res.statusCode, res.body).toBe(200);
    const item = bookingPageSchema.parse(res.json()).items.find((b) => b.tranId === tranId);
    expect(item?.user).toMatchObject({ name: 'Tanvir Hasan', email: guest.email, phone: '•••678' });
    expect(res.body).not.toContain('555678');
  });

  it('shows the whole phone on the admin booking detail only; never in the CSV or to the guest', async () => {
    const [detail] = bookingListSchema.parse((await get(`/api/booking-details/${bookingId}`)).json());
    expect(detail.user.phone).toBe(PHONE);
    const csv = await get('/api/all-bookings-admin/export.csv?status=expired');
    expect(csv.body).toContain(tranId);
    expect(csv.body).not.toMatch(/555678|•••678/);
    const [own] = bookingListSchema.parse((await get(`/api/booking-details/${bookingId}`, guest.cookie)).json());
    expect(own.user.phone).toBeUndefined();
  });
});
