/**
 * Issue 24, what a clerk and a guest found about booking statuses and cancellation requests:
 * one status vocabulary on every screen (a cancelled, refunded booking never reads "Paid").
 * Screenshots and axe at 375 and 1440 px.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { bookAndPay, expectNoSeriousA11yViolations, hotelDay, openRoomOfCategory, signIn, snap } from './helpers.ts';
import { ADMIN, checkScreen, GUEST, raiseAndResolve } from './guest-states-steps.ts';

const offset = 700 + Math.floor(Math.random() * 60);

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
