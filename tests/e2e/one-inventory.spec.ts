/**
 * Issue 27's "Done when" in a real browser: the admin gives a new "Couple Deluxe" type three rooms
 * 201–203 on Add Room (seen on Edit Room); three guests book and pay the same nights online, each
 * in a room of their own, the room page saying "Only 1 left" before the third; a fourth is refused;
 * the desk books a walk-in into a seeded type and takes cash; the desk blocks room 104 for
 * maintenance; the tape chart shows all of it; the report's sources add up to its total.
 * The journey's nights (hotelDay(280)…) are used by no other journey, so the report's numbers
 * are the journey's own. Screens at 1440 and 375 px (test-results/screens/inventory-*), axe on each.
 */
import type { Browser } from '@playwright/test';
import { expect, test, type Page } from './fixtures.ts';
import { pickRoomPictures, signUp, bookAndPayAs, type Account } from './admin-steps.ts';
import { dayMonthYear, enterDate, expectNoSeriousA11yViolations, hasNoSideScroll, hotelDay, signIn, snap } from './helpers.ts';

const stamp = Date.now();
const admin = { email: 'admin@hotel.test', password: 'admin123' };
const title = `Couple Deluxe ${stamp}`;
const price = 5400;
// Seeded "Garden View Single Deluxe" (rooms 101–103, BDT 3,200): another type than the new one and than 104's.
const walkInType = { title: 'Garden View Single Deluxe', price: 3200 };
const walkIn = { name: `Karim Walkin ${stamp}`, phone: `017${String(stamp).slice(-8)}` };
const stay = { checkIn: hotelDay(280), checkOut: hotelDay(282) };
const lastNight = hotelDay(281);
const guests: Account[] = [1, 2, 3, 4].map((n) => ({
  name: `Inventory Guest ${n} ${stamp}`,
  email: `inventory-${n}-${stamp}@example.com`,
  password: `inventory-${n}-pass`,
}));
const money = (bdt: number) => `BDT ${new Intl.NumberFormat('en-US').format(bdt)}`;

/** Screens at 1440 px then 375 px (no sideways scroll), axe on both. */
async function snapBoth(page: Page, name: string): Promise<void> {
  // From the top: a full-page shot of a scrolled page draws the sticky menu part-way down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1440, height: 900 });
  await snap(page, `inventory-${name}-1440`);
  await expectNoSeriousA11yViolations(page, `${name} 1440`);
  await page.setViewportSize({ width: 375, height: 812 });
  // Charts and tables re-measure after the resize (ResizeObserver): give them a moment.
  await expect.poll(() => hasNoSideScroll(page), { message: `${name} scrolls sideways at 375 px`, timeout: 3_000 }).toBe(true);
  await snap(page, `inventory-${name}-375`);
  await expectNoSeriousA11yViolations(page, `${name} 375`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A fresh guest account, signed up through the form in a context of its own. */
async function signUpFresh(browser: Browser, baseURL: string, account: Account): Promise<void> {
  const context = await browser.newContext({ baseURL });
  await signUp(await context.newPage(), account);
  await context.close();
}

/** The "Room number" the admin's booking detail shows for `email`'s booking of the type. */
async function roomNumberOf(page: Page, roomId: string, email: string): Promise<string> {
  const list = (await (await page.request.get('/api/all-bookings-admin')).json()) as Array<{
    _id: string;
    roomId: string;
    user: { email: string };
  }>;
  const booking = list.find((b) => b.roomId === roomId && b.user.email === email);
  expect(booking, `booking of ${email}`).toBeTruthy();
  await page.goto(`/dashboard/booking/${booking!._id}`);
  const value = page.locator('dt', { hasText: 'Room number' }).first().locator('xpath=following-sibling::dd[1]');
  await expect(value).toHaveText(/^Room \d+$/);
  return (await value.innerText()).replace('Room ', '');
}

test.describe.configure({ mode: 'serial' });

test('one inventory: rooms 201–203, three online guests and a refusal, a walk-in, a block, the tape chart and the report', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await signIn(page, admin.email, admin.password);

  // 1. Add Room: the type with rooms 201, 202, 203, through the form.
  await page.goto('/dashboard/add-room');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Price per night').fill(String(price));
  await page.getByLabel('Capacity (guests)').fill('2');
  await page.getByLabel('Category').selectOption({ label: 'Couple Deluxe' });
  await page.getByLabel('Description').fill('Two people, one sea view.');
  await page.getByLabel('Facility 1', { exact: true }).fill('Sea view');
  await page.getByLabel('Facility 2', { exact: true }).fill('Breakfast');
  await pickRoomPictures(page);
  await page.getByRole('textbox', { name: /Room numbers/ }).fill('201, 202, 203');
  await page.getByRole('button', { name: 'Add Room' }).click();
  await expect(page.getByText('Room Added Successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard\/all-rooms$/);
  const all = (await (await page.request.get('/api/all-rooms')).json()) as Array<{ _id: string; title: string }>;
  const roomId = all.find((r) => r.title === title)!._id;

  // Edit Room lists the three rooms.
  await page.goto(`/dashboard/edit-room/${roomId}`);
  const section = page.getByRole('region', { name: 'Physical rooms' });
  for (const n of ['201', '202', '203']) await expect(section.getByText(`Room ${n}`, { exact: true })).toBeVisible();
  await snapBoth(page, 'edit-physical-rooms');

  // 2. Three guests book and pay the same nights; each gets a room of their own.
  for (const guest of guests) await signUpFresh(browser, baseURL!, guest);
  const roomPage = `/room/${roomId}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`;
  const numbers: string[] = [];
  for (const [i, guest] of guests.slice(0, 3).entries()) {
    if (i === 2) {
      // Before the third books, the room page says one is left for those dates.
      const context = await browser.newContext({ baseURL });
      const guestPage = await context.newPage();
      await signIn(guestPage, guest.email, guest.password);
      await guestPage.goto(roomPage);
      await expect(guestPage.getByLabel('Check In', { exact: true })).toHaveValue(dayMonthYear(stay.checkIn));
      await expect(guestPage.getByText('Only 1 left')).toBeVisible();
      await guestPage.getByRole('button', { name: 'Check Availability' }).click();
      await expect(guestPage.getByText('Congratulations! Reservation available')).toBeVisible();
      await snapBoth(guestPage, 'only-left');
      await context.close();
    }
    await bookAndPayAs(browser, baseURL!, guest, roomId, stay);
    numbers.push(await roomNumberOf(page, roomId, guest.email));
  }
  expect(numbers).toEqual(['201', '202', '203']);

  // The fourth is refused: by the date panel's check, and by the server.
  const fourthContext = await browser.newContext({ baseURL });
  const fourth = await fourthContext.newPage();
  await signIn(fourth, guests[3].email, guests[3].password);
  await fourth.goto(`/room/${roomId}`);
  await enterDate(fourth, 'Check In', stay.checkIn);
  await enterDate(fourth, 'Check Out', stay.checkOut);
  await fourth.getByRole('button', { name: 'Check Availability' }).click();
  await expect(fourth.getByText('Sorry! Selected dates are not available')).toBeVisible();
  await expect(fourth.getByRole('button', { name: 'Reserve' })).toHaveCount(0);
  await expect(fourth.getByText(/Only \d left/)).toHaveCount(0);
  await snapBoth(fourth, 'refused');
  const refused = await fourth.request.post('/api/add-bookings', {
    data: { roomId, startDate: stay.checkIn, endDate: stay.checkOut },
    headers: { origin: baseURL! },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe('Sorry! Selected dates are not available');
  await fourthContext.close();

  // 3. The desk books a walk-in into another type and takes the full amount in cash.
  await page.goto('/dashboard/desk-booking');
  await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible();
  await page.getByRole('button', { name: 'New guest' }).click();
  const newGuest = page.getByRole('form', { name: 'New guest' });
  await newGuest.getByLabel('Name').fill(walkIn.name);
  await newGuest.getByLabel('Phone (11 digits)').fill(walkIn.phone);
  await newGuest.getByRole('button', { name: 'Save guest' }).click();
  await expect(page.getByText(walkIn.name)).toBeVisible();
  await page.getByLabel('Room type').selectOption({ label: `${walkInType.title} · ${money(walkInType.price)} a night` });
  await page.getByLabel('Check-in').fill(dayMonthYear(stay.checkIn));
  await page.getByLabel('Check-out').fill(dayMonthYear(stay.checkOut));
  await expect(page.getByText(`2 nights × ${money(walkInType.price)} = ${money(2 * walkInType.price)}`)).toBeVisible();
  await expect(page.getByLabel('Source')).toHaveValue('walk-in');
  await page.getByLabel('Paid in full').check();
  await page.getByLabel('Method').selectOption({ label: 'Cash' });
  await page.getByRole('button', { name: 'Book and take payment' }).click();
  const done = page.getByRole('region', { name: 'Booked' });
  await expect(done).toBeVisible();
  const facts = (term: string) => done.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  await expect(facts('Room')).toHaveText(/^10[1-3]$/);
  await expect(facts('Total')).toHaveText(money(2 * walkInType.price));
  await expect(facts('Paid')).toHaveText(money(2 * walkInType.price));
  await expect(facts('Balance due')).toHaveText(money(0));
  const receipt = done.getByRole('link', { name: 'Print receipt' });
  await expect(receipt).toHaveAttribute('href', /^\/api\/admin\/payments\/[^/]+\/receipt$/);
  const pdf = await page.request.get((await receipt.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await snapBoth(page, 'desk-booked');

  // 4. The desk blocks room 104 for maintenance on the journey's nights.
  await page.goto('/dashboard/room-blocks');
  const roomSelect = page.getByRole('combobox', { name: 'Room' });
  await roomSelect.selectOption({ label: 'Room 104 · Courtyard Cozy Single Deluxe' });
  await page.getByRole('combobox', { name: 'Why' }).selectOption({ label: 'Maintenance' });
  await enterDateField(page, 'First night', stay.checkIn);
  await enterDateField(page, 'For sale again on', stay.checkOut);
  await page.getByRole('textbox', { name: 'Reason' }).fill(`Bathroom retiled ${stamp}`);
  await page.getByRole('button', { name: 'Block room' }).click();
  await expect(page.getByText('Room 104 blocked')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Current and upcoming blocks' })).toContainText(`Bathroom retiled ${stamp}`);
  await snapBoth(page, 'blocks');

  // 5. The tape chart of the journey's month(s): the three stays under the type, the walk-in, the block.
  const months = [...new Set([stay.checkIn.slice(0, 7), lastNight.slice(0, 7)])];
  for (const month of months) {
    await page.goto(`/dashboard/occupancy?month=${month}`);
    const group = page.locator('tbody').filter({ has: page.locator('th[scope="colgroup"]', { hasText: title }) });
    for (const [i, n] of numbers.entries()) {
      const row = group.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `Room ${n}`, exact: true }) });
      await expect(row.getByRole('link', { name: new RegExp(`^${guests[i].name}, .*, paid stay \\(website\\)$`) })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: new RegExp(`^${walkIn.name}, .*, desk booking \\(Walk-in\\)$`) })).toBeVisible();
    const row104 = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Room 104', exact: true }) });
    await expect(row104.getByRole('link', { name: new RegExp(`^Room 104 blocked, Maintenance: Bathroom retiled ${stamp}`) })).toBeVisible();
  }
  await snapBoth(page, 'tape-chart');

  // 6. The report of the journey's nights: the sources add up to the total.
  await page.goto(`/dashboard/reports?from=${stay.checkIn}&to=${lastNight}`);
  const sources = page.getByRole('region', { name: 'Revenue by source table' });
  const sourceRow = (name: string) => sources.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  const online = 3 * 2 * price;
  const desk = 2 * walkInType.price;
  await expect(sourceRow('Website')).toHaveText(new RegExp(`Website\\s*3\\s*6\\s*${money(online)}`));
  await expect(sourceRow('Walk-in')).toHaveText(new RegExp(`Walk-in\\s*1\\s*2\\s*${money(desk)}`));
  await expect(sourceRow('Total')).toHaveText(new RegExp(`Total\\s*4\\s*8\\s*${money(online + desk)}`));
  const cells = await sources
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => Number((r.lastElementChild?.textContent ?? '').replace(/[^\d.]/g, ''))));
  expect(cells.reduce((a, b) => a + b, 0)).toBe(online + desk);
  const categories = page.getByRole('region', { name: 'Bookings by category table' });
  await expect(categories.getByRole('row').filter({ hasText: 'Couple Deluxe' })).toHaveText(
    new RegExp(`Couple Deluxe\\s*3\\s*6\\s*${money(online)}`),
  );
  // Occupancy: 8 sold of the rooms' nights, less room 104's two blocked nights.
  const revenue = page.locator('dl > div', { hasText: 'Room revenue' });
  await expect(revenue).toContainText(money(online + desk));
  const rooms = Number((await revenue.innerText()).match(/2 nights, (\d+) rooms/)![1]);
  await expect(page.locator('dl > div', { hasText: 'Occupancy rate' })).toContainText(`8 of ${2 * rooms - 2} room-nights`);
  // The charts have loaded (they come after the numbers) before the screens are taken.
  await expect(page.getByText('Occupancy per night')).toBeVisible();
  await snapBoth(page, 'report');
  // On a phone the two tables fit without scrolling sideways in their regions.
  await page.setViewportSize({ width: 375, height: 812 });
  for (const table of [sources, categories]) {
    await expect.poll(() => table.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
});

/** Types a `YYYY-MM-DD` day as dd-mm-yyyy into a date field labelled `label` and settles it with Enter. */
async function enterDateField(page: Page, label: string, isoDate: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(dayMonthYear(isoDate));
  await input.press('Enter');
}
