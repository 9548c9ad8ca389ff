/**
 * Issue 12 honest states and polish: the confirmation modal's nights × rate = total and the
 * cancellation policy; the valid-phone green border; scroll-padding-top under the fixed bar;
 * an unknown cancellation request says "Request not found". Screenshots at 375 and 1440 px.
 */
import { expect, test } from './fixtures.ts';
import { enterDate, expectNoSeriousA11yViolations, hotelDay, openRoomOfCategory, signIn, snap } from './helpers.ts';

// Far ahead (clear of the other journeys' stays) but inside the 730-day booking window (BOOKING_WINDOW_DAYS).
const offset = 703 + Math.floor(Math.random() * 17);

for (const width of [375, 1440]) {
  test(`the confirmation modal shows nights × rate = total and the cancellation policy (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
    await signIn(page, 'guest@hotel.test', 'guest123');
    await openRoomOfCategory(page, 'Couple Deluxe');
    const rate = (
      await page
        .getByText(/^BDT [\d,]+$/)
        .first()
        .innerText()
    ).trim();
    await enterDate(page, 'Check In', hotelDay(offset + (width % 7)));
    await enterDate(page, 'Check Out', hotelDay(offset + (width % 7) + 3));
    await page.getByRole('button', { name: 'Check Availability' }).click();
    await page.getByRole('button', { name: 'Reserve' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(new RegExp(`^3 nights × ${rate} = BDT [\\d,]+$`))).toBeVisible();
    await expect(dialog.getByText('Free cancellation until 24 hours before check-in.')).toBeVisible();
    await snap(page, `confirm-modal-${width}`);
    await expectNoSeriousA11yViolations(page, `confirm modal ${width}`);
    await dialog.getByRole('button', { name: 'Revise' }).click();
  });
}

test('a valid phone number gets the green border, and the fixed bar has scroll padding', async ({ page }) => {
  await signIn(page, 'guest@hotel.test', 'guest123');
  await page.goto('/dashboard/edit-profile');
  const phone = page.getByLabel('Phone', { exact: false }).first();
  await phone.fill('01712345678');
  await expect(phone).toHaveClass(/input-success/);
  const border = await phone.evaluate((el) => getComputedStyle(el).borderColor);
  const plain = await page.getByLabel('Name').evaluate((el) => getComputedStyle(el).borderColor);
  expect(border).not.toBe(plain);
  await snap(page, 'phone-valid-1440');
  // The fixed top bar does not hide what scrolls into view.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop)).toBe('80px');
});

test('an unknown cancellation request shows "Request not found", not the error page', async ({ page }) => {
  await signIn(page, 'admin@hotel.test', 'admin123');
  for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-request']) {
    await page.goto(`/dashboard/cancelation-requestes/${id}`);
    await expect(page.getByText('Request not found')).toBeVisible();
    await expect(page.getByText('Something Went Wrong!')).toHaveCount(0);
  }
  await snap(page, 'request-not-found-1440');
  await expectNoSeriousA11yViolations(page, 'request not found');
});
