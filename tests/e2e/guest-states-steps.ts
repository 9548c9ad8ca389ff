/** Steps of the issue 12 honest-state journeys (guest-states.spec.ts, guest-bookings.spec.ts). */
import { expect, type Browser, type Page } from '@playwright/test';
import { enterDate, expectNoSeriousA11yViolations, signIn, snap } from './helpers.ts';

export const GUEST = { name: 'Demo Guest', email: 'guest@hotel.test', password: 'guest123' };
export const ADMIN = { email: 'admin@hotel.test', password: 'admin123' };
export const OTHER_GUEST = { email: 'nusrat.jahan@hotel.test', password: 'reviewer123' };

/** Screenshot and axe check of the current screen at 375 px and at 1440 px. */
export async function checkScreen(page: Page, name: string): Promise<void> {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
    await snap(page, `${name}-${width}`);
    await expectNoSeriousA11yViolations(page, `${name} ${width}`);
  }
}

/** On an open room page: dates, Check Availability, Reserve, Confirm & Pay; waits for the gateway page. Returns the tran_id. */
export async function reserveToGateway(page: Page, checkIn: string, checkOut: string): Promise<string> {
  await enterDate(page, 'Check In', checkIn);
  await enterDate(page, 'Check Out', checkOut);
  await page.getByRole('button', { name: 'Check Availability' }).click();
  await page.getByRole('button', { name: 'Reserve' }).click();
  // The reply's body is gone once the browser leaves for the gateway: read it on the way through.
  let tranId = '';
  await page.route('**/api/add-bookings**', async (route) => {
    const response = await route.fetch();
    tranId = ((await response.json()) as { tranId: string }).tranId;
    await route.fulfill({ response });
  });
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm & Pay' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  await page.unroute('**/api/add-bookings**');
  expect(tranId).not.toBe('');
  return tranId;
}

/** Holds `roomId` for the signed-in user of `page` over the API; returns the gateway URL and tran_id. */
export async function holdOverApi(page: Page, roomId: string, checkIn: string, checkOut: string) {
  const origin = process.env.E2E_PUBLIC_URL!;
  const reply = await page.request.post('/api/add-bookings', {
    data: { roomId, startDate: checkIn, endDate: checkOut },
    headers: { origin },
  });
  expect(reply.status()).toBe(200);
  return reply.json() as Promise<{ url: string; tranId: string }>;
}

/** The signed-in user's booking of `tranId` (id and room) and the user's id. */
async function myBooking(page: Page, email: string, tranId: string) {
  const me = (await (await page.request.get(`/api/user/${encodeURIComponent(email)}`)).json()) as { _id: string };
  const list = (await (await page.request.get(`/api/my-bookings/${me._id}`)).json()) as Array<{
    _id: string;
    roomId: string;
    tranId: string;
  }>;
  const booking = list.find((b) => b.tranId === tranId)!;
  return { userId: me._id, booking };
}

/** The guest of `page` asks to cancel the booking of `tranId`; an admin (own context) approves or declines it. */
export async function raiseAndResolve(page: Page, browser: Browser, tranId: string, decision: 'approve' | 'decline'): Promise<void> {
  const origin = new URL(page.url()).origin;
  const { userId, booking } = await myBooking(page, GUEST.email, tranId);
  const raised = await page.request.post('/api/rais-cancel', {
    data: { userId, roomId: booking.roomId, bookingId: booking._id, reason: 'Plans changed.', status: 'pending' },
    headers: { origin },
  });
  expect(raised.status()).toBe(200);
  const context = await browser.newContext({ baseURL: origin });
  const admin = await context.newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  const me = (await (await admin.request.get(`/api/user/${encodeURIComponent(ADMIN.email)}`)).json()) as { _id: string };
  const requests = (await (await admin.request.get('/api/cancelation-reqs')).json()) as Array<{ _id: string; bookingId: string }>;
  const request = requests.find((r) => r.bookingId === booking._id)!;
  const url =
    decision === 'approve'
      ? `/api/approve-cancelation/${booking._id}/${tranId}/${me._id}/${request._id}`
      : `/api/decline-cancelation/${booking._id}/${request._id}`;
  expect((await admin.request.post(url, { headers: { origin } })).status()).toBe(200);
  await context.close();
}
