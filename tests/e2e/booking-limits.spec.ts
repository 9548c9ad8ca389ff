/**
 * Amounts are checked before any hold (issue #8), as the guest sees it: the 17,500 BDT suite
 * for 29 nights (507,500 BDT) is more than SSLCommerz takes in one payment (500,000 BDT), so
 * Check Availability explains that and offers no Reserve; 28 nights fit and Reserve appears.
 */
import { expect, test } from './fixtures.ts';
import { enterDate, expectNoSeriousA11yViolations, hotelDay, signIn, snap } from './helpers.ts';

const overLimit =
  'This stay costs BDT 507,500, more than the BDT 500,000 our payment gateway accepts in one payment. Please choose fewer nights.';
// Far ahead, away from the seeded stays and the other journeys' dates.
const start = 300 + Math.floor(Math.random() * 100);

test('the date panel refuses a stay over the gateway limit before Reserve', async ({ page }) => {
  await signIn(page, 'guest@hotel.test', 'guest123');
  await page.goto('/rooms');
  await page
    .getByRole('link', { name: /Grand Family Suite/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grand Family Suite' })).toBeVisible();

  await enterDate(page, 'Check In', hotelDay(start));
  await enterDate(page, 'Check Out', hotelDay(start + 29));
  await page.getByRole('button', { name: 'Check Availability' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'our payment gateway' });
  await expect(alert).toHaveText(overLimit);
  await expect(page.getByRole('button', { name: 'Reserve' })).toHaveCount(0);
  // Unlike the 2-second date messages, the reason stays until the dates change.
  await page.waitForTimeout(2500);
  await expect(alert).toHaveText(overLimit);
  await expect(page.getByRole('button', { name: 'Reserve' })).toHaveCount(0);
  await alert.scrollIntoViewIfNeeded();
  await snap(page, 'booking-limits-over');
  await expectNoSeriousA11yViolations(page, 'room page with the over-limit message');

  // One night fewer (490,000 BDT) fits in one payment.
  await enterDate(page, 'Check Out', hotelDay(start + 28));
  await expect(page.getByText(overLimit)).toHaveCount(0);
  await page.getByRole('button', { name: 'Check Availability' }).click();
  await expect(page.getByText('Congratulations! Reservation available')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reserve' })).toBeVisible();
  await expect(page.getByText('BDT 490,000', { exact: true }).first()).toBeVisible();
});
