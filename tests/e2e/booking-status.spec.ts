/**
 * Issue 24, what a clerk and a guest found about booking statuses and cancellation requests:
 * one status vocabulary on every screen (a cancelled, refunded booking never reads "Paid").
 * Screenshots and axe at 375 and 1440 px.
 */
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { bookAndPay, expectNoSeriousA11yViolations, hotelDay, openRoomOfCategory, signIn, snap } from './helpers.ts';
import { signUp } from './admin-steps.ts';
import { ADMIN, checkScreen, GUEST, holdOverApi, raiseAndResolve } from './guest-states-steps.ts';

// Clear of the other journeys' stays (guest-bookings 620+, admin 320) and inside the 730-day booking window.
const offset = 400 + Math.floor(Math.random() * 60);

/** The value beside `label` in a definition list. */
const valueOf = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}:?$`) }).locator('xpath=following-sibling::dd[1]');

/** Screenshot (viewport only: a modal lives in the top layer) and axe check at 375 and 1440 px. */
async function checkModal(page: Page, name: string): Promise<void> {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
    await snap(page, `${name}-${width}`, { fullPage: false });
    await expectNoSeriousA11yViolations(page, `${name} ${width}`);
  }
}

test('a cancelled, refunded booking reads "Cancelled · Refunded" in My Payments, All Payments, the booking detail and the Cancelled filter', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, GUEST.email, GUEST.password);
  await openRoomOfCategory(page, 'Family 4');
  const tranId = await bookAndPay(page, hotelDay(offset), hotelDay(offset + 2));
  await raiseAndResolve(page, browser, tranId, 'approve');

  // Guest 4: My Payments → Booking Details.
  await page.goto('/dashboard/my-payments');
  await page.getByRole('listitem').filter({ hasText: tranId }).getByRole('button', { name: 'Booking Details' }).click();
  const guestDetails = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(valueOf(guestDetails, 'Status')).toHaveText('Cancelled · Refunded');
  await checkModal(page, 'i24-my-payments-booking-details');

  // Admin 2: the Cancelled filter finds it, the row, the booking detail and the payment's modal agree.
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  await admin.setViewportSize({ width: 1440, height: 900 });
  await admin.goto(`/dashboard/all-bookings?q=${encodeURIComponent(tranId)}`);
  await admin.getByLabel('Status').selectOption({ label: 'Cancelled' });
  const row = admin.getByRole('row').filter({ hasText: tranId });
  await expect(row).toContainText('Cancelled · Refunded');
  await checkScreen(admin, 'i24-all-bookings-cancelled');
  await admin.setViewportSize({ width: 1440, height: 900 });
  await row.getByRole('link').first().click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Booking' })).toBeVisible();
  await expect(valueOf(admin.locator('main'), 'Booking status')).toHaveText('Cancelled · Refunded');
  await checkScreen(admin, 'i24-booking-detail-cancelled');

  await admin.goto(`/dashboard/all-payments?q=${encodeURIComponent(tranId)}`);
  await admin.getByRole('row').filter({ hasText: tranId }).getByRole('button', { name: 'Booking Details' }).click();
  await expect(valueOf(admin.getByRole('dialog', { name: 'Booking Details' }), 'Status')).toHaveText('Cancelled · Refunded');
  await context.close();
});

/** The signed-in guest of `page` asks to cancel the booking of `tranId`; returns the booking id. */
async function raiseRequest(page: Page, tranId: string): Promise<string> {
  const origin = new URL(page.url()).origin;
  const me = (await (await page.request.get(`/api/user/${encodeURIComponent(GUEST.email)}`)).json()) as { _id: string };
  const list = (await (await page.request.get(`/api/my-bookings/${me._id}`)).json()) as Array<{
    _id: string;
    roomId: string;
    tranId: string;
  }>;
  const booking = list.find((b) => b.tranId === tranId)!;
  const raised = await page.request.post('/api/rais-cancel', {
    data: { userId: me._id, roomId: booking.roomId, bookingId: booking._id, reason: 'Flight moved.' },
    headers: { origin },
  });
  expect(raised.status()).toBe(200);
  return booking._id;
}

test('Today: a waiting cancellation request opens the request, where the clerk can approve or decline; the booking detail links to it', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, GUEST.email, GUEST.password);
  await openRoomOfCategory(page, 'Family 6');
  const tranId = await bookAndPay(page, hotelDay(offset + 10), hotelDay(offset + 12));
  const bookingId = await raiseRequest(page, tranId);

  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  const requests = (await (await admin.request.get('/api/cancelation-reqs')).json()) as Array<{ _id: string; bookingId: string }>;
  const requestId = requests.find((r) => r.bookingId === bookingId)!._id;

  await admin.goto('/dashboard/today');
  const waiting = admin.getByRole('region', { name: /Cancellation requests waiting/ });
  await waiting.locator(`a[href="/dashboard/cancelation-requestes/${requestId}"]`).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Cancelation Request' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Approve' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Decline' })).toBeVisible();

  await admin.goto(`/dashboard/booking/${bookingId}`);
  await expect(valueOf(admin.locator('main'), 'Booking status')).toHaveText('Cancellation requested');
  await checkScreen(admin, 'i24-booking-detail-request-waiting');
  await admin.getByRole('link', { name: 'Open the cancellation request' }).click();
  await admin.getByRole('link', { name: /^Details of the request/ }).click();
  await expect(admin.getByRole('button', { name: 'Approve' })).toBeVisible();
  await context.close();
});

test('All Bookings on a phone: each card links to its booking, shows the transaction id, and the list can be sorted', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard/all-bookings');
  const firstCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first();
  await expect(firstCard).toBeVisible();
  const listed = (await page.request.get('/api/all-bookings-admin?page=1')).json() as Promise<{
    items: Array<{ _id: string; tranId: string }>;
  }>;
  const newest = (await listed).items[0];
  await expect(firstCard).toContainText(newest.tranId);

  await page.getByLabel('Sort by').selectOption({ label: 'Price, highest first' });
  await expect(page).toHaveURL(/sort=price&dir=desc|dir=desc&sort=price/);
  const byPrice = (await (await page.request.get('/api/all-bookings-admin?page=1&sort=price&dir=desc')).json()) as {
    items: Array<{ _id: string; tranId: string }>;
  };
  await expect(firstCard).toContainText(byPrice.items[0].tranId);
  await checkScreen(page, 'i24-all-bookings-phone-sorted');
  await page.setViewportSize({ width: 375, height: 812 });

  await firstCard.getByRole('link', { name: new RegExp(byPrice.items[0].tranId) }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/booking/${byPrice.items[0]._id}$`));
  await expect(page.getByText(byPrice.items[0].tranId).first()).toBeVisible();
});

test('Decline asks for confirmation and a reason; the guest reads the reason on My Bookings', async ({ page, browser, baseURL }) => {
  await signIn(page, GUEST.email, GUEST.password);
  const room = await openRoomOfCategory(page, 'Family 4');
  const tranId = await bookAndPay(page, hotelDay(offset + 20), hotelDay(offset + 22));
  const bookingId = await raiseRequest(page, tranId);

  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  const requests = (await (await admin.request.get('/api/cancelation-reqs')).json()) as Array<{ _id: string; bookingId: string }>;
  const requestId = requests.find((r) => r.bookingId === bookingId)!._id;
  await admin.goto(`/dashboard/cancelation-requestes/${requestId}`);
  await admin.getByRole('button', { name: 'Decline' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Decline this cancellation?' });
  await expect(dialog).toBeVisible();
  // Nothing is declined until the admin confirms with a reason.
  await dialog.getByRole('button', { name: 'Decline request' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please tell the guest why the request is declined.');
  await checkModal(admin, 'i24-decline-dialog');
  const pending = (await (await admin.request.get(`/api/cancelation-reqs?id=${requestId}`)).json()) as Array<{ status: string }>;
  expect(pending[0].status).toBe('pending');
  await dialog.getByLabel('Reason for the guest').fill('The festival rate is non-refundable.');
  await dialog.getByRole('button', { name: 'Decline request' }).click();
  await expect(admin.getByText('Concern Declined !')).toBeVisible();
  await context.close();

  await page.goto('/dashboard/my-bookings');
  const card = page.getByRole('listitem').filter({ hasText: room.title }).filter({ hasText: 'declined' });
  await expect(card.getByText("The hotel's reason: The festival rate is non-refundable.")).toBeVisible();
  await checkScreen(page, 'i24-my-bookings-decline-reason');
});

test("All Bookings → Expired holds: a given-up hold stays findable with the guest's name, e-mail and masked phone; the detail shows it whole", async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = process.env.E2E_PUBLIC_URL!;
  const guest = { name: 'Farhana Akter', email: `i24-hold-${Date.now()}@example.com`, password: 'secret123' };
  await signUp(page, guest);
  const me = (await (await page.request.get(`/api/user/${encodeURIComponent(guest.email)}`)).json()) as { _id: string };
  const profile = { name: guest.name, age: 31, phoneNumber: '01711555678', address: 'Zindabazar, Sylhet', bio: 'Travels for work.' };
  expect((await page.request.post(`/api/edit-profile/${me._id}`, { data: profile, headers: { origin } })).status()).toBe(200);
  const room = await openRoomOfCategory(page, 'Family 6');
  const { tranId } = await holdOverApi(page, room.id, hotelDay(offset + 30), hotelDay(offset + 31));
  const mine = (await (await page.request.get(`/api/my-bookings/${me._id}`)).json()) as Array<{ _id: string; tranId: string }>;
  const bookingId = mine.find((b) => b.tranId === tranId)!._id;
  // The guest walks away from the checkout.
  expect((await page.request.post(`/api/bookings/${bookingId}/cancel-hold`, { headers: { origin } })).status()).toBe(200);

  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  await admin.setViewportSize({ width: 1440, height: 900 });
  await admin.goto(`/dashboard/all-bookings?q=${encodeURIComponent(guest.email)}`);
  await admin.getByLabel('Status').selectOption({ label: 'Expired holds' });
  const row = admin.getByRole('row').filter({ hasText: tranId });
  await expect(row).toContainText(guest.name);
  await expect(row).toContainText(guest.email);
  await expect(row).toContainText('•••678');
  await expect(row).not.toContainText('555678');
  await expect(row).toContainText('Expired');
  await checkScreen(admin, 'i24-all-bookings-expired-holds');
  await admin.setViewportSize({ width: 1440, height: 900 });
  await row.getByRole('link', { name: guest.name }).click();
  await expect(admin.getByText('01711555678')).toBeVisible();
  await checkScreen(admin, 'i24-booking-detail-expired-hold');
  await context.close();
});
