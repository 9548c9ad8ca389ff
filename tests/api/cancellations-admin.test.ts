/**
 * The admin side of cancellations (docs/product/api.md#cancellations cancelation-reqs, approve-/decline-cancelation;
 * issue #4 item 3): listing, approving with a refund through the built-in sandbox, declining.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages.ts';
import { cancellationRequestListSchema } from '#shared/schemas/cancellations.ts';
import { auditLog, cancellationRequests, emailOutbox, refunds } from '#server/db/schema.ts';
import { GatewayError } from '#server/plugins/gateway/types.ts';
import { runReconciliation } from '#server/plugins/jobs.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';
import { bookingOf, day, paymentOf, startBooking } from '#tests/helpers/payment-flow.ts';
import { payForStay, type PaidStay } from '#tests/helpers/paid-stays.ts';
import { queriesOn, recordQueries } from '#tests/helpers/query-recorder.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
let roomId: string;
let nextStart = 10;

useAppWithUsers((s) => ({ t, admin, guest } = s), { guestName: 'Rafiq Islam' });
beforeAll(async () => {
  roomId = (await createRoom(t.app, admin.id, { title: 'Garden Twin', priceBdt: 3200 })).id;
});

interface OpenRequest extends PaidStay {
  requestId: string;
}

/** A paid upcoming stay of `guest` with an open cancellation request. */
async function openRequest(): Promise<OpenRequest> {
  const start = (nextStart += 4);
  const stay = await payForStay(t, guest.cookie, roomId, day(start), day(start + 2));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/rais-cancel',
    headers: { origin: t.baseUrl, cookie: guest.cookie },
    payload: { userId: guest.id, roomId, bookingId: stay.bookingId, reason: 'Flight cancelled' },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const [request] = await t.app.db.select().from(cancellationRequests).where(eq(cancellationRequests.bookingId, stay.bookingId));
  return { ...stay, requestId: request.id };
}

const call = (method: 'GET' | 'POST', url: string, cookie?: string) =>
  t.app.inject({ method, url, headers: { origin: t.baseUrl, ...(cookie ? { cookie } : {}) } });
const approveUrl = (r: OpenRequest, o: Partial<Record<'bookingId' | 'tranId' | 'adminId' | 'requestId', string>> = {}) =>
  `/api/approve-cancelation/${o.bookingId ?? r.bookingId}/${o.tranId ?? r.tranId}/${o.adminId ?? admin.id}/${o.requestId ?? r.requestId}`;
const declineUrl = (r: OpenRequest, o: Partial<Record<'bookingId' | 'requestId', string>> = {}) =>
  `/api/decline-cancelation/${o.bookingId ?? r.bookingId}/${o.requestId ?? r.requestId}`;
const requestOf = async (id: string) => (await t.app.db.select().from(cancellationRequests).where(eq(cancellationRequests.id, id)))[0];
const refundsOf = async (tranId: string) =>
  t.app.db
    .select()
    .from(refunds)
    .where(eq(refunds.paymentId, (await paymentOf(t, tranId)).id));

/** Asserts a refused approval changed nothing at all. */
async function expectStillPending(r: OpenRequest) {
  expect(await paymentOf(t, r.tranId)).toMatchObject({ status: 'paid', refundedAt: null });
  expect(await bookingOf(t, r.tranId)).toMatchObject({ cReq: true, cStatus: 'processing' });
  expect(await requestOf(r.requestId)).toMatchObject({ status: 'pending', decision: null, resolvedBy: null, resolvedAt: null });
  expect(await refundsOf(r.tranId)).toHaveLength(0);
}

describe('admin access', () => {
  it('answers anonymous callers 401 and guests 403 on every admin call, changing nothing', async () => {
    const r = await openRequest();
    for (const [method, url] of [
      ['GET', '/api/cancelation-reqs'],
      ['GET', `/api/cancelation-reqs?id=${r.requestId}`],
      ['POST', approveUrl(r)],
      ['POST', declineUrl(r)],
    ] as const) {
      expect((await call(method, url)).statusCode, url).toBe(401);
      expect((await call(method, url, guest.cookie)).statusCode, url).toBe(403);
    }
    await expectStillPending(r);
  });

  it('declares every admin route with config.access', () => {
    const urls = t.app.staffRoutes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/cancelation-reqs',
        'POST /api/approve-cancelation/:bookingId/:transactionId/:adminId/:requestId',
        'POST /api/decline-cancelation/:bookingId/:requestId',
      ]),
    );
  });
});

describe('GET /api/cancelation-reqs', () => {
  it('lists requests newest first with room, user, booking and payment attached; ?id= gives one', async () => {
    const first = await openRequest();
    const second = await openRequest();
    const res = await call('GET', '/api/cancelation-reqs', admin.cookie);
    expect(res.statusCode).toBe(200);
    const list = cancellationRequestListSchema.parse(res.json());
    const ids = list.map((item) => item._id);
    expect(ids.indexOf(second.requestId)).toBeLessThan(ids.indexOf(first.requestId));
    const item = list.find((entry) => entry._id === second.requestId)!;
    expect(item).toMatchObject({
      reason: 'Flight cancelled',
      status: 'pending',
      decision: null,
      userId: guest.id,
      roomId,
      bookingId: second.bookingId,
      room: { _id: roomId, title: 'Garden Twin', price: 3200, category: 'singleDeluxe' },
      user: { _id: guest.id, name: 'Rafiq Islam', email: guest.email },
      booking: { _id: second.bookingId, c_req: true, c_status: 'processing', price: 6400, nights: 2 },
      payment: { tran_id: second.tranId, status: 'paid', amount: 6400, val_id: second.fields.val_id },
    });

    // ONE query for the whole list, whatever its length.
    const { queries } = await recordQueries(t.app, () => call('GET', '/api/cancelation-reqs', admin.cookie));
    expect(queriesOn(queries, 'cancellation_requests')).toHaveLength(1);
    expect(queriesOn(queries, 'payments')).toHaveLength(1);

    const one = await call('GET', `/api/cancelation-reqs?id=${first.requestId}`, admin.cookie);
    expect(one.json().map((entry: { _id: string }) => entry._id)).toEqual([first.requestId]);
    expect((await call('GET', `/api/cancelation-reqs?id=${crypto.randomUUID()}`, admin.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/cancelation-reqs?id=nope', admin.cookie)).statusCode).toBe(404);
  });
});

describe('POST /api/approve-cancelation', () => {
  it('refunds through the gateway, then records everything and frees the dates', async () => {
    const r = await openRequest();
    const res = await call('POST', approveUrl(r), admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.concernApproved });

    const payment = await paymentOf(t, r.tranId);
    expect(payment.status).toBe('refunded');
    expect(payment.refundedAt).toBeInstanceOf(Date);
    const [refund] = await refundsOf(r.tranId);
    expect(refund).toMatchObject({ amountPoisha: 640_000, requestedBy: admin.id, status: 'success' });
    expect(refund.refundRefId).toMatch(/^[A-Z0-9]{20}$/);
    expect(refund.gatewayAnswer).toMatchObject({ refund_ref_id: refund.refundRefId, trans_id: r.tranId });
    // The sandbox knows the refund by its reference.
    expect((await t.app.gateway.queryRefund(refund.refundRefId!)).status).toBe('refunded');
    expect(await bookingOf(t, r.tranId)).toMatchObject({ status: 'paid', cReq: true, cStatus: 'approved' });
    const request = await requestOf(r.requestId);
    expect(request).toMatchObject({ status: 'resolved', decision: 'approved', resolvedBy: admin.id });
    expect(request.resolvedAt).toBeInstanceOf(Date);
    const [listed] = (await call('GET', `/api/cancelation-reqs?id=${r.requestId}`, admin.cookie)).json();
    expect(listed).toMatchObject({ status: 'resolved', decision: 'approved', payment: { status: 'refunded' } });

    // The approved stay no longer blocks its dates.
    const booking = await bookingOf(t, r.tranId);
    const rival = await createUser(t.app);
    await expect(startBooking(t, rival.cookie, roomId, booking.startDate, booking.endDate)).resolves.toHaveProperty('url');
  });

  it('refunds once when approved twice, one after the other or at the same time', async () => {
    const r = await openRequest();
    expect((await call('POST', approveUrl(r), admin.cookie)).statusCode).toBe(200);
    const again = await call('POST', approveUrl(r), admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Already resolved', code: 'ALREADY_RESOLVED' });
    expect(await refundsOf(r.tranId)).toHaveLength(1);

    const racing = await openRequest();
    const spy = vi.spyOn(t.app.gateway, 'initiateRefund');
    const results = await Promise.all([1, 2, 3].map(() => call('POST', approveUrl(racing), admin.cookie)));
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    expect(await refundsOf(racing.tranId)).toHaveLength(1);
  });

  it('changes nothing when the gateway refuses the refund, answers 502 with its reason and frees the request', async () => {
    const r = await openRequest();
    // Refund the transaction behind our back first: the sandbox then refuses a second refund.
    const payment = await paymentOf(t, r.tranId);
    await t.app.gateway.initiateRefund({ bankTranId: payment.bankTranId!, amountPoisha: 100, remarks: 'elsewhere', refeId: 'x' });
    const res = await call('POST', approveUrl(r), admin.cookie);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message: 'SSLCommerz refused the refund: A refund was already initiated for this transaction',
      code: 'REFUND_REFUSED',
    });
    await expectStillPending(r);
    // The claim was released: the request can still be resolved.
    expect((await call('POST', declineUrl(r), admin.cookie)).statusCode).toBe(200);
  });

  it('changes nothing when the gateway cannot be reached', async () => {
    const r = await openRequest();
    const spy = vi.spyOn(t.app.gateway, 'initiateRefund').mockRejectedValueOnce(new GatewayError('SSLCommerz unreachable (refund)'));
    const res = await call('POST', approveUrl(r), admin.cookie);
    spy.mockRestore();
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('SSLCommerz unreachable (refund)');
    await expectStillPending(r);
    expect((await call('POST', approveUrl(r), admin.cookie)).statusCode).toBe(200);
  });

  it("records an approval whose refund answer was lost with the job's run: booking approved and request resolved together, its audit entry and e-mail written once", async () => {
    const r = await openRequest();
    // The gateway refunds, then the answer is lost on its way back (the outcome is unknown).
    const initiateRefund = t.app.gateway.initiateRefund.bind(t.app.gateway);
    const lost = vi.spyOn(t.app.gateway, 'initiateRefund').mockImplementationOnce(async (input) => {
      await initiateRefund(input);
      throw new Error('connection reset after the gateway accepted the refund');
    });
    const res = await call('POST', approveUrl(r), admin.cookie);
    lost.mockRestore();
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('REFUND_UNCONFIRMED');
    expect(await bookingOf(t, r.tranId)).toMatchObject({ cStatus: 'processing' });
    expect(await requestOf(r.requestId)).toMatchObject({ status: 'pending', decision: 'approving' });

    // Once the answer counts as lost, the job finds the refund at the gateway and records it (checkout's approveCancellation).
    await runReconciliation(t.app, new Date(Date.now() + 5 * 60_000));
    expect(await paymentOf(t, r.tranId)).toMatchObject({ status: 'refunded' });
    expect(await refundsOf(r.tranId)).toEqual([expect.objectContaining({ requestedBy: admin.id, status: 'refunded' })]);
    expect(await bookingOf(t, r.tranId)).toMatchObject({ cStatus: 'approved' });
    const request = await requestOf(r.requestId);
    expect(request).toMatchObject({ status: 'resolved', decision: 'approved', resolvedBy: admin.id });
    expect(request.resolvedAt).toBeInstanceOf(Date);
    expect((await call('POST', approveUrl(r), admin.cookie)).statusCode).toBe(409);
    // The approval's answer never came, so its audit entry and the guest's e-mail come from the
    // refund's event (marked isRecovered), once, however often the outbox runs.
    await t.app.backgroundTasks.settled();
    t.app.outbox.kick();
    await t.app.backgroundTasks.settled();
    const approvals = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, r.bookingId), eq(auditLog.action, 'cancellation.approved')));
    expect(approvals).toEqual([expect.objectContaining({ actor: admin.id })]);
    expect(approvals[0].after).toMatchObject({ requestId: r.requestId, cStatus: 'approved' });
    const emails = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'cancellation-approved'));
    expect(emails.filter((e) => (e.payload as { stay: { bookingId?: string } }).stay.bookingId === r.bookingId)).toHaveLength(1);
  });

  it('refuses an adminId that is not the caller, and ids that do not belong together', async () => {
    const r = await openRequest();
    const otherAdmin = await createUser(t.app, { role: 'admin' });
    const other = await openRequest();
    expect((await call('POST', approveUrl(r, { adminId: otherAdmin.id }), admin.cookie)).statusCode).toBe(403);
    expect((await call('POST', approveUrl(r, { tranId: other.tranId }), admin.cookie)).statusCode).toBe(400);
    expect((await call('POST', approveUrl(r, { bookingId: other.bookingId }), admin.cookie)).statusCode).toBe(400);
    expect((await call('POST', approveUrl(r, { requestId: crypto.randomUUID() }), admin.cookie)).statusCode).toBe(404);
    expect((await call('POST', approveUrl(r, { requestId: 'nope' }), admin.cookie)).statusCode).toBe(404);
    await expectStillPending(r);
  });
});

describe('POST /api/decline-cancelation', () => {
  it('declines a pending request once; the booking keeps its payment and dates', async () => {
    const r = await openRequest();
    expect((await call('POST', declineUrl(r, { bookingId: crypto.randomUUID() }), admin.cookie)).statusCode).toBe(400);
    const res = await call('POST', declineUrl(r), admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.concernDeclined });
    expect(await bookingOf(t, r.tranId)).toMatchObject({ status: 'paid', cReq: true, cStatus: 'declined' });
    expect(await requestOf(r.requestId)).toMatchObject({ status: 'resolved', decision: 'declined', resolvedBy: admin.id });
    expect((await paymentOf(t, r.tranId)).status).toBe('paid');

    expect((await call('POST', declineUrl(r), admin.cookie)).statusCode).toBe(409);
    expect((await call('POST', approveUrl(r), admin.cookie)).statusCode).toBe(409);
    expect(await refundsOf(r.tranId)).toHaveLength(0);
  });
});
