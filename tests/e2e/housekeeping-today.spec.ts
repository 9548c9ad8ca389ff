/**
 * The desk's day and housekeeping of issue 28 in a real browser: a guest books and pays a stay
 * from today; the admin opens Today (its sections, the arrival with its room's status and a
 * Check in link; printed, the dashboard's menu is left out), then on a phone (375 px) marks the
 * arrival's room dirty on /dashboard/housekeeping, sees it among Today's rooms not ready, and
 * marks it clean again. Screenshots at 375 px and 1440 px under
 * test-results/screens/housekeeping-today-*.png; axe on both pages.
 */
import { expect, test, type Page } from './fixtures.ts';
import { addRoomOverApi, bookAndPayAs, signUp } from './admin-steps.ts';
import { expectNoSeriousA11yViolations, hasNoSideScroll, hotelDay, signIn, snap } from './helpers.ts';

const stamp = Date.now();
const admin = { email: 'admin@hotel.test', password: 'admin123' };
const guest = { name: `Nusrat Stay ${stamp}`, email: `nusrat-${stamp}@example.com`, password: 'housekeep123' };
const roomTitle = `Housekeeping Twin ${stamp}`;
const stay = { checkIn: hotelDay(0), checkOut: hotelDay(1) };
const widths = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
];
const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

/** Screenshots and axe at both widths of the screen now open, ending at 375 px. */
async function checkAtBothWidths(page: Page, screen: string) {
  for (const size of [...widths].reverse()) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${screen} at ${size.width}px`);
    expect(await hasNoSideScroll(page), `${screen} at ${size.width}px scrolls sideways`).toBe(true);
    await snap(page, `housekeeping-today-${screen}-${size.name}`);
  }
}

test("the admin runs the desk's day: Today, printing it, and housekeeping on a phone", async ({ page, browser, baseURL }) => {
  await signIn(page, admin.email, admin.password);
  const roomId = await addRoomOverApi(page, baseURL!, roomTitle, 'coupleDeluxe', 3100);
  const guestContext = await browser.newContext({ baseURL });
  await signUp(await guestContext.newPage(), guest);
  await guestContext.close();
  await bookAndPayAs(browser, baseURL!, guest, roomId, stay);
  const board = (await (await page.request.get('/api/admin/housekeeping')).json()) as {
    rooms: Array<{ roomId: string; number: string }>;
  };
  const number = board.rooms.find((r) => r.roomId === roomId)!.number;

  // Today: every section, the arrival with its clean room and a Check in link.
  await page.goto('/dashboard/today');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  for (const name of ['Arrivals', 'Rooms not ready', 'In-house', 'Departures', 'No-shows to decide', "Tomorrow's arrivals", 'Live holds']) {
    await expect(page.getByRole('region', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  const arrivals = page.getByRole('region', { name: /^Arrivals/ });
  const row = arrivals.getByRole('listitem').filter({ hasText: guest.name });
  await expect(row).toContainText(`Room ${number}`);
  await expect(row).toContainText('Clean');
  await expect(row.getByRole('link', { name: `Check in: room ${number}` })).toHaveAttribute(
    'href',
    /\/dashboard\/booking\/[0-9a-f-]{36}\/check-in$/,
  );
  await checkAtBothWidths(page, 'today');

  // Printed, Today is its lists alone: no dashboard menu, no Print button, no Check in links.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ media: 'print' });
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(row.getByRole('link', { name: `Check in: room ${number}` })).toBeHidden();
  await expect(arrivals).toBeVisible();
  await snap(page, 'housekeeping-today-print');
  await page.emulateMedia({ media: 'screen' });

  // Housekeeping on a phone: the room is marked dirty, Today says it is not ready, then clean again.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard/housekeeping');
  await expect(page.getByRole('heading', { level: 1, name: 'Housekeeping' })).toBeVisible();
  const card = page.getByRole('listitem', { name: `Room ${number}` });
  await expect(card).toContainText('Clean');
  await expect(card).toContainText('Guest arrives today');
  await card.getByRole('button', { name: `Mark dirty: room ${number}` }).click();
  await expect(page.getByText(`Room ${number} marked dirty`)).toBeVisible();
  await expect(card).toContainText('Dirty');
  await page.getByRole('button', { name: /^Needs cleaning/ }).click();
  await expect(page.getByRole('button', { name: /^Needs cleaning/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(card).toBeVisible();
  await checkAtBothWidths(page, 'housekeeping');

  await page.goto('/dashboard/today');
  const notReady = page.getByRole('region', { name: /^Rooms not ready/ });
  await expect(notReady.getByRole('listitem').filter({ hasText: guest.name })).toContainText('Dirty');
  await expect(arrivals.getByRole('listitem').filter({ hasText: guest.name })).toContainText(`Not ready: room ${number}`);

  await page.goto('/dashboard/housekeeping');
  await card.getByRole('button', { name: `Mark clean: room ${number}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Room ${number} marked clean`)).toBeVisible();
  await expect(card).toContainText('Clean');
  await snap(page, 'housekeeping-today-housekeeping-clean-phone');
});
