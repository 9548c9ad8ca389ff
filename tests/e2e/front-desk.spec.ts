/**
 * The front desk of issue 13 in a real browser: a guest books and pays a stay from today; the
 * admin finds it among today's arrivals and opens the booking, finds it on the occupancy
 * calendar and moves a month forward and back by keyboard, opens it from there, then reads the
 * report (its charts load only on that screen). Screenshots at 375 px and 1440 px under
 * test-results/screens/front-desk-*.png; axe on every new screen.
 */
import { expect, test, type Page } from './fixtures.ts';
import { addRoomOverApi, bookAndPayAs, signUp } from './admin-steps.ts';
import { expectNoSeriousA11yViolations, hasNoSideScroll, hotelDay, signIn, snap } from './helpers.ts';

const stamp = Date.now();
const admin = { email: 'admin@hotel.test', password: 'admin123' };
const guest = { name: `Farhana Desk ${stamp}`, email: `farhana-${stamp}@example.com`, password: 'frontdesk123' };
const roomTitle = `Front Desk Suite ${stamp}`;
const stay = { checkIn: hotelDay(0), checkOut: hotelDay(2) };
const widths = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
];
const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

/** Screenshots and axe at both widths of the screen now open. */
async function checkAtBothWidths(page: Page, screen: string) {
  for (const size of widths) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${screen} at ${size.width}px`);
    expect(await hasNoSideScroll(page), `${screen} at ${size.width}px scrolls sideways`).toBe(true);
    await snap(page, `front-desk-${screen}-${size.name}`);
  }
}

test.describe.configure({ mode: 'serial' });

test('the admin runs the front desk: Today, the occupancy calendar and the report', async ({ page, browser, baseURL }) => {
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));

  // A guest books and pays a two-night stay from today in a room of its own.
  await signIn(page, admin.email, admin.password);
  const roomId = await addRoomOverApi(page, baseURL!, roomTitle, 'coupleDeluxe', 4200);
  const guestContext = await browser.newContext({ baseURL });
  await signUp(await guestContext.newPage(), guest);
  await guestContext.close();
  await bookAndPayAs(browser, baseURL!, guest, roomId, stay);

  // Today is first in the admin menu and lists the arrival; its row opens the booking.
  await page.goto('/dashboard/my-profile');
  await expect(menu(page).getByRole('link').first()).toHaveText('Today');
  await menu(page).getByRole('link', { name: 'Today' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  const arrivals = page.getByRole('region', { name: /^Arrivals/ });
  await expect(arrivals.getByRole('link', { name: new RegExp(guest.name) })).toBeVisible();
  await expect(arrivals.getByRole('link', { name: new RegExp(guest.name) })).toContainText('BDT 8,400');
  await checkAtBothWidths(page, 'today');
  await arrivals.getByRole('link', { name: new RegExp(guest.name) }).click();
  await expect(page).toHaveURL(/\/dashboard\/booking\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking' })).toBeVisible();
  const bookingUrl = page.url();

  // The occupancy calendar shows the stay; the month changes by keyboard and lives in the URL.
  await menu(page).getByRole('link', { name: 'Occupancy' }).click();
  const thisMonth = stay.checkIn.slice(0, 7);
  const stayLink = page.getByRole('link', { name: new RegExp(`^${guest.name}, .*, paid stay \\(website\\)$`) });
  await expect(stayLink).toBeVisible();
  await checkAtBothWidths(page, 'occupancy');
  const next = page.getByRole('button', { name: 'Next month' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?month=\d{4}-\d{2}$/);
  expect(new URL(page.url()).searchParams.get('month')).not.toBe(thisMonth);
  await expect(page.getByRole('heading', { level: 2, name: /\d{4}$/ })).not.toHaveText(/^$/);
  await page.getByRole('button', { name: 'Previous month' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?month=${thisMonth}$`));
  await stayLink.focus();
  await expect(stayLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(bookingUrl);

  // The report: figures, charts (recharts is fetched only now) and bookings by category.
  expect(scripts.filter((url) => /report-charts/.test(url))).toEqual([]);
  await menu(page).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByText('Occupancy rate')).toBeVisible();
  await expect(page.getByText('Occupancy per night')).toBeVisible();
  await expect(page.getByRole('row', { name: /Couple Deluxe/i })).toBeVisible();
  expect(scripts.filter((url) => /report-charts/.test(url))).toHaveLength(1);
  await page.getByRole('button', { name: 'Last month' }).click();
  await expect(page).toHaveURL(/\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByText('Occupancy rate')).toBeVisible();
  await checkAtBothWidths(page, 'reports');
});
