/**
 * Issue 12 "Same-day turnover is a hotel setting", against the second app of
 * playwright.config.ts (HOTEL_SAME_DAY_TURNOVER=true): a booked stay's check-out day is free to
 * check in on and its check-in day free to check out on, in both calendars, in the search and
 * when the next guest pays; a shared night is still refused.
 */
import { expect, test, type Page } from './fixtures.ts';
import {
  bookAndPay,
  enterDate,
  expectNoSeriousA11yViolations,
  hasNoSideScroll,
  hotelDay,
  openRoomOfCategory,
  signIn,
  snap,
  waitForApp,
} from './helpers.ts';

test.use({ baseURL: process.env.E2E_TURNOVER_BASE_URL });
test.describe.configure({ mode: 'serial' });

// A booked stay on the 10th–12th of a month well ahead, so one month view shows all of it.
let start = 300 + Math.floor(Math.random() * 200);
while (!hotelDay(start).endsWith('-10')) start += 1;
let room: { title: string; id: string };

const dayCell = (page: Page, iso: string) => page.getByRole('dialog').locator(`[data-day="${iso}"] button`);

test('the next guest checks in on the day the last one checks out: calendars, search and payment', async ({ page }) => {
  await signIn(page, 'guest@hotel.test', 'guest123', process.env.E2E_TURNOVER_BASE_URL);
  room = await openRoomOfCategory(page, 'Single Premium');
  await bookAndPay(page, hotelDay(start), hotelDay(start + 2));

  await page.goto(`/room/${room.id}`);
  await waitForApp(page);
  // A typed check-in in the booked month opens the calendars on that month.
  await enterDate(page, 'Check In', hotelDay(start - 3));
  await page.getByRole('button', { name: 'Choose Check In date' }).click();
  await expect(page.getByRole('dialog', { name: 'Check In calendar' })).toBeVisible();
  for (const offset of [0, 1]) {
    await expect(dayCell(page, hotelDay(start + offset))).toBeDisabled();
    // The guest's own stay (issue 24): still refused, and named as theirs.
    await expect(dayCell(page, hotelDay(start + offset))).toHaveAccessibleName(/, your booking$/);
  }
  // The check-out day of that stay is free to check in on.
  await expect(dayCell(page, hotelDay(start + 2))).toBeEnabled();
  await page.keyboard.press('Escape');

  // From before the stay, check-out may be its check-in day, and not a day later.
  await page.getByRole('button', { name: 'Choose Check Out date' }).click();
  await expect(page.getByRole('dialog', { name: 'Check Out calendar' })).toBeVisible();
  await expect(dayCell(page, hotelDay(start))).toBeEnabled();
  await expect(dayCell(page, hotelDay(start + 1))).toBeDisabled();
  await snap(page, 'turnover-calendar-1440');
  await expectNoSeriousA11yViolations(page, 'room calendar with same-day turnover');
  await page.keyboard.press('Escape');

  // A shared night is still refused, with the nearest free dates starting on the check-out day.
  await enterDate(page, 'Check In', hotelDay(start + 1));
  await enterDate(page, 'Check Out', hotelDay(start + 3));
  await page.getByRole('button', { name: 'Check Availability' }).click();
  await expect(page.getByText('Sorry! Selected dates are not available')).toBeVisible();
  await expect(page.getByText(/Nearest free dates/)).toBeVisible();

  await page.goto(`/rooms?checkIn=${hotelDay(start + 2)}&checkOut=${hotelDay(start + 4)}`);
  await expect(page.getByText(/rooms? free for/)).toBeVisible();
  await expect(page.locator(`a[href^="/room/${room.id}"]`).first()).toBeVisible();

  await page.goto(`/room/${room.id}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: room.title })).toBeVisible();
  await bookAndPay(page, hotelDay(start + 2), hotelDay(start + 4));
});

test('fits a 375 px phone with the check-in calendar open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'guest@hotel.test', 'guest123', process.env.E2E_TURNOVER_BASE_URL);
  await page.goto(`/room/${room.id}`);
  await waitForApp(page);
  await enterDate(page, 'Check In', hotelDay(start - 3));
  await page.getByRole('button', { name: 'Choose Check In date' }).click();
  await expect(dayCell(page, hotelDay(start + 4))).toBeEnabled();
  await expect(dayCell(page, hotelDay(start + 3))).toBeDisabled();
  expect(await hasNoSideScroll(page)).toBe(true);
  await snap(page, 'turnover-calendar-375');
});
