/**
 * Late payment keeps the stay when it can (issue 27): a lapsed hold whose physical room was sold
 * meanwhile is paid into another free room of the same type; the money is refunded only when
 * no room of the type is free for the stay.
 */
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { physicalRooms } from '#server/db/schema.ts';
import { runReconciliation } from '#server/plugins/jobs.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';
import { bookingOf, day, paymentOf, postForm, pressOnGatewayPage, startBooking } from '#tests/helpers/payment-flow.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
let rival: TestUser;
let third: TestUser;

useAppWithUsers((setup) => ({ t, admin, guest } = setup));
beforeAll(async () => {
  rival = await createUser(t.app);
  third = await createUser(t.app);
});

/** A booking of the guest whose IPN goes nowhere; the job then closes it as unpaid. */
async function lapsedCheckout(roomId: string, from: number) {
  const initSession = t.app.gateway.initSession.bind(t.app.gateway);
  const spy = vi
    .spyOn(t.app.gateway, 'initSession')
    .mockImplementationOnce((input) => initSession({ ...input, ipnUrl: `${t.baseUrl}/api/ipn-lost-in-transit` }));
  const started = await startBooking(t, guest.cookie, roomId, day(from), day(from + 2));
  spy.mockRestore();
  await runReconciliation(t.app, new Date(Date.now() + 16 * 60_000));
  expect((await bookingOf(t, started.tranId)).status).toBe('expired');
  return started;
}

async function roomIdsOf(roomId: string) {
  const rows = await t.app.db
    .select({ id: physicalRooms.id })
    .from(physicalRooms)
    .where(eq(physicalRooms.roomId, roomId))
    .orderBy(asc(physicalRooms.number));
  return rows.map((r) => r.id);
}

async function payLate(url: string) {
  const { action, fields } = await pressOnGatewayPage(url, 'pay');
  return postForm(action, fields);
}

describe('a late payment whose physical room was sold meanwhile', () => {
  it('lands in another free room of the type, paid', async () => {
    const room = await createRoom(t.app, admin.id, { roomNumbers: ['L11', 'L12'] });
    const [a, b] = await roomIdsOf(room.id);
    const { url, tranId } = await lapsedCheckout(room.id, 10);
    expect((await bookingOf(t, tranId)).physicalRoomId).toBe(a);
    const taken = await startBooking(t, rival.cookie, room.id, day(10), day(11));
    expect((await bookingOf(t, taken.tranId)).physicalRoomId).toBe(a);

    const res = await payLate(url);
    expect(res.headers.get('location')).toMatch(new RegExp(`^/payment-success/${tranId}\\?`));
    expect(await bookingOf(t, tranId)).toMatchObject({ status: 'paid', physicalRoomId: b, holdExpiresAt: null });
    expect((await paymentOf(t, tranId)).status).toBe('paid');
    expect((await bookingOf(t, taken.tranId)).status).toBe('held');
  });

  it('is refunded when every room of the type is taken for the stay', async () => {
    const room = await createRoom(t.app, admin.id, { roomNumbers: ['L21', 'L22'] });
    const { url, tranId } = await lapsedCheckout(room.id, 20);
    await startBooking(t, rival.cookie, room.id, day(20), day(21));
    await startBooking(t, third.cookie, room.id, day(21), day(22));

    const res = await payLate(url);
    expect(res.headers.get('location')).toBe(`/room/${room.id}?errorMsg=Payment-Refunded&tranId=${tranId}`);
    expect((await paymentOf(t, tranId)).status).toBe('refunded');
    expect((await bookingOf(t, tranId)).status).toBe('expired');
  });
});
