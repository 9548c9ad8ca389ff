/** GET /api/my-payments/:userId and /api/payment-details/:transactionId: shapes and who may see them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';
import { bookingOf, day, paymentOf, postForm, pressOnGatewayPage, startBooking } from '#tests/helpers/payment-flow.ts';

let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let stranger: TestUser;
let firstTranId: string;
let secondTranId: string;
let pendingTranId: string;

/** Books and pays a room for `owner` through the sandbox; returns the tran_id. */
async function paidStay(title: string, priceBdt: number, from: number): Promise<string> {
  const room = await createRoom(t.app, admin.id, { title, priceBdt });
  const { url, tranId } = await startBooking(t, owner.cookie, room.id, day(from), day(from + 2));
  const { action, fields } = await pressOnGatewayPage(url, 'pay');
  await postForm(action, fields);
  return tranId;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  owner = await createUser(t.app);
  stranger = await createUser(t.app);
  firstTranId = await paidStay('Garden Room', 1250.5, 10);
  secondTranId = await paidStay('Family Suite', 4000, 20);
  const pendingRoom = await createRoom(t.app, admin.id, { title: 'Unpaid Room' });
  pendingTranId = (await startBooking(t, owner.cookie, pendingRoom.id, day(30), day(31))).tranId;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, user: TestUser | null) => t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });

describe('GET /api/my-payments/:userId', () => {
  it("lists the owner's completed payments, newest first, in BDT, marked as test payments", async () => {
    const res = await get(`/api/my-payments/${owner.id}`, owner);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    expect(list.map((p) => p.tran_id)).toEqual([secondTranId, firstTranId]);
    const first = await paymentOf(t, firstTranId);
    expect(list[1]).toEqual({
      _id: first.id,
      transactionId: firstTranId,
      paymentDate: first.paidAt!.toISOString(),
      amount: 2501,
      bookingId: (await bookingOf(t, firstTranId)).id,
      status: 'paid',
      tran_id: firstTranId,
      tran_date: first.tranDate,
      card_type: 'VISA-Dutch Bangla',
      bank_gw: first.bankGw,
      val_id: first.valId,
      currency_type: 'BDT',
      gatewayMode: 'builtin',
      isTestPayment: true,
      roomTitle: 'Garden Room',
    });
    expect(list.some((p) => p.tran_id === pendingTranId)).toBe(false);
  });

  it('refuses another user (403) and anonymous callers (401)', async () => {
    expect((await get(`/api/my-payments/${owner.id}`, stranger)).statusCode).toBe(403);
    expect((await get(`/api/my-payments/${owner.id}`, null)).statusCode).toBe(401);
    const own = await get(`/api/my-payments/${stranger.id}`, stranger);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([]);
  });
});

describe('GET /api/payment-details/:transactionId', () => {
  it('answers { element: [payment] } to the owner and to an admin', async () => {
    for (const user of [owner, admin]) {
      const res = await get(`/api/payment-details/${secondTranId}`, user);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { element: Array<Record<string, unknown>> };
      expect(body.element).toHaveLength(1);
      expect(body.element[0]).toMatchObject({ transactionId: secondTranId, amount: 8000, roomTitle: 'Family Suite', status: 'paid' });
    }
  });

  it('refuses another user (403) and anonymous callers (401); unknown ids are 404', async () => {
    expect((await get(`/api/payment-details/${secondTranId}`, stranger)).statusCode).toBe(403);
    expect((await get(`/api/payment-details/${secondTranId}`, null)).statusCode).toBe(401);
    expect((await get('/api/payment-details/HBUNKNOWN', owner)).statusCode).toBe(404);
  });
});
