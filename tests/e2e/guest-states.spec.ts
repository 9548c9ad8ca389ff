/**
 * Issue 12 honest payment states, in the browser: the payment-success page shows what the server
 * says about its tran_id (pending with the spinner until the gateway confirms, then every field
 * filled; unknown; another account's; refunded), and a cancel at the gateway says "cancelled"
 * while Try Again keeps the dates. Screenshots and axe at 375 and 1440 px on every screen.
 */
import { expect, test } from './fixtures.ts';
import { dayMonthYear, hotelDay, openRoomOfCategory, signIn } from './helpers.ts';
import { checkScreen, GUEST, OTHER_GUEST, raiseAndResolve, reserveToGateway } from './guest-states-steps.ts';

const offset = 400 + Math.floor(Math.random() * 200);

test('the payment page waits for the server, then shows the paid booking; unknown, foreign and refunded payments never say "Payment Successful!"', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, GUEST.email, GUEST.password);
  const room = await openRoomOfCategory(page, 'Couple Premium');
  const stay = { checkIn: hotelDay(offset), checkOut: hotelDay(offset + 2) };
  const tranId = await reserveToGateway(page, stay.checkIn, stay.checkOut);
  const gatewayUrl = page.url();

  // Still pending: the spinner and the hold, no success.
  await page.goto(`/payment-success/${tranId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeVisible();
  await expect(page.getByText(/Your room is held until/)).toBeVisible();
  await expect(page.getByText('Payment Successful!')).toHaveCount(0);
  await checkScreen(page, 'payment-pending');

  // Paid in another tab: this page, polling, turns to the success page with every field filled.
  const gateway = await page.context().newPage();
  await gateway.goto(gatewayUrl);
  await gateway.getByRole('button', { name: /^Pay\b/ }).click();
  await expect(gateway).toHaveURL(/\/payment-success\//);
  await gateway.close();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible({ timeout: 15_000 });
  const main = page.locator('main');
  for (const text of [GUEST.name, GUEST.email, room.title, dayMonthYear(stay.checkIn), dayMonthYear(stay.checkOut), tranId]) {
    await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(main).not.toContainText('—');
  await expect(main.getByText(/^BDT [\d,]+$/).first()).toBeVisible();
  await checkScreen(page, 'payment-success');

  // An unknown tran_id.
  await page.goto('/payment-success/HB-NO-SUCH-PAYMENT');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment not found' })).toBeVisible();
  await expect(page.getByText('Payment Successful!')).toHaveCount(0);
  await checkScreen(page, 'payment-unknown');

  // Another guest opening this payment: told so, and still signed in.
  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  await signIn(other, OTHER_GUEST.email, OTHER_GUEST.password);
  await other.goto(`/payment-success/${tranId}?name=Demo+Guest&status=VALID`);
  await expect(other.getByRole('heading', { level: 1, name: 'This payment is not on your account' })).toBeVisible();
  await expect(other.getByText('Payment Successful!')).toHaveCount(0);
  await expect(other).toHaveURL(/\/payment-success\//);
  await checkScreen(other, 'payment-foreign');
  await otherContext.close();

  // Cancelled and refunded: the page says so.
  await raiseAndResolve(page, browser, tranId, 'approve');
  await page.goto(`/payment-success/${tranId}`);
  await expect(page.getByRole('heading', { level: 1, name: /refunded/ })).toBeVisible();
  await expect(page.getByText(/Your booking was cancelled; we (have refunded|are refunding) BDT [\d,]+\./)).toBeVisible();
  await expect(page.getByText('Payment Successful!')).toHaveCount(0);
  await checkScreen(page, 'payment-refunded');
});

test('cancelling at the gateway says the payment was cancelled, and Try Again keeps the dates', async ({ page }) => {
  await signIn(page, GUEST.email, GUEST.password);
  await openRoomOfCategory(page, 'Single Deluxe');
  const stay = { checkIn: hotelDay(offset + 10), checkOut: hotelDay(offset + 13) };
  await reserveToGateway(page, stay.checkIn, stay.checkOut);
  await page.getByRole('button', { name: 'Cancel and return to the merchant' }).click();

  await expect(page).toHaveURL(/errorMsg=Payment-Cancelled/);
  const overlay = page.getByRole('alertdialog', { name: 'Payment cancelled' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('nothing was charged');
  await expect(page.getByText('We are really Sorry')).toHaveCount(0);
  await expect(page.getByText('Payment Failed')).toHaveCount(0);
  await checkScreen(page, 'payment-cancelled');

  await overlay.getByRole('button', { name: 'Try Again' }).click();
  await expect(overlay).toBeHidden();
  await expect(page.getByLabel('Check In', { exact: true })).toHaveValue(dayMonthYear(stay.checkIn));
  await expect(page.getByLabel('Check Out', { exact: true })).toHaveValue(dayMonthYear(stay.checkOut));
});
