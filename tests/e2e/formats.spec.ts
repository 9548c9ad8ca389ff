/**
 * Issue 24, "one date format per kind": a guest pays for a stay, then the guest's and the
 * admin's screens that show it (payment success and its invoice, My Bookings, My Payments and
 * its invoice, All bookings and its day filter, the booking, All payments, its day filter and
 * its invoice, Today, Reports and its range, customers, cancellation requests, audit log) write
 * days as dd-mm-yyyy and timestamps as "26 Nov 2026, 14:05", in their text and in their fields;
 * no ISO date, no slashed date, no seconds. Screenshots at 375 and 1440 px under
 * test-results/screens/formats-*.png; axe on the screens this issue changed.
 */
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { addRoomOverApi, signUp } from './admin-steps.ts';
import { dayMonthYear, expectNoSeriousA11yViolations, hasNoSideScroll, hotelDay, signIn, snap } from './helpers.ts';

const stamp = Date.now();
const admin = { email: 'admin@hotel.test', password: 'admin123' };
const guest = { name: `Nasrin Formats ${stamp}`, email: `nasrin-${stamp}@example.com`, password: 'formats123' };
const stay = { checkIn: hotelDay(4), checkOut: hotelDay(6) };
const widths = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
];

const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*';
/** Ways of writing a date or time that are not the house's one per kind (docs/architecture.md#formats). */
const OTHER_STYLES: Array<[style: string, pattern: RegExp]> = [
  ['ISO day', /\b\d{4}-\d{2}-\d{2}/g],
  ['slashed day', /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g],
  ['month-first day', new RegExp(`\\b${MONTH} \\d{1,2}, \\d{4}`, 'g')],
  ['day without its time', new RegExp(`\\b\\d{1,2} ${MONTH} \\d{4}(?!, \\d{2}:\\d{2})`, 'g')],
  ['time with seconds', /\b\d{1,2}:\d{2}:\d{2}\b/g],
  ['12-hour time', /\b\d{1,2}:\d{2} ?[AaPp][Mm]\b/g],
];

/** The dates and times written in `scope` (its text and its fields' values) in any other style. */
async function datesInOtherStyles(scope: Locator): Promise<string[]> {
  const text = await scope.evaluate((root: HTMLElement) =>
    [root.innerText, ...Array.from(root.querySelectorAll('input'), (input) => input.value)].join('\n'),
  );
  return OTHER_STYLES.flatMap(([style, pattern]) => [...text.matchAll(pattern)].map((m) => `${style}: ${m[0]}`));
}

async function expectOneStylePerKind(scope: Locator, screen: string): Promise<void> {
  expect(await datesInOtherStyles(scope), `dates on ${screen}`).toEqual([]);
}

/** Screenshots, axe and no sideways scroll at both widths of the screen now open. */
async function checkAtBothWidths(page: Page, screen: string, { fullPage = true } = {}) {
  for (const size of widths) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expectNoSeriousA11yViolations(page, `${screen} at ${size.width}px`);
    expect(await hasNoSideScroll(page), `${screen} at ${size.width}px scrolls sideways`).toBe(true);
    await snap(page, `formats-${screen}-${size.name}`, { fullPage });
  }
}

test.describe.configure({ mode: 'serial' });

test('every screen writes a day as dd-mm-yyyy and a timestamp as "26 Nov 2026, 14:05"', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  await signIn(page, admin.email, admin.password);
  const roomId = await addRoomOverApi(page, baseURL!, `Formats Suite ${stamp}`, 'family-4', 6100);

  // The guest pays; the success page's invoice dates the payment like any other timestamp.
  const guestContext = await browser.newContext({ baseURL });
  const guestPage = await guestContext.newPage();
  await signUp(guestPage, guest);
  const booked = await guestPage.request.post('/api/add-bookings', {
    headers: { origin: baseURL! },
    data: { roomId, startDate: stay.checkIn, endDate: stay.checkOut },
  });
  expect(booked.status()).toBe(200);
  const { url, tranId } = (await booked.json()) as { url: string; tranId: string };
  await guestPage.goto(url);
  await guestPage.getByRole('button', { name: /^Pay\b/ }).click();
  await expect(guestPage.getByText('Payment Successful!')).toBeVisible();
  const invoice = guestPage.locator('.payment-invoice');
  await expect(invoice.getByText(/^Date: /)).toHaveText(/^Date: \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
  await expectOneStylePerKind(guestPage.locator('main'), 'payment success');
  await checkAtBothWidths(guestPage, 'payment-success');

  await guestPage.goto('/dashboard/my-bookings');
  await expect(guestPage.getByText(`Formats Suite ${stamp}`).first()).toBeVisible();
  await expectOneStylePerKind(guestPage.locator('main'), 'My Bookings');
  await guestPage.goto('/dashboard/my-payments');
  await guestPage.getByRole('button', { name: 'Payment Details' }).first().click();
  const guestModal = guestPage.getByRole('dialog');
  await expect(guestModal.getByText(tranId).first()).toBeVisible();
  await expectOneStylePerKind(guestPage.locator('body'), 'My Payments with its invoice');
  await checkAtBothWidths(guestPage, 'my-payments-invoice', { fullPage: false });
  const { user } = (await (await guestPage.request.get('/api/auth/get-session')).json()) as { user: { id: string } };
  const bookings = (await (await guestPage.request.get(`/api/my-bookings/${user.id}`)).json()) as Array<{ _id: string; tranId: string }>;
  const bookingId = bookings.find((b) => b.tranId === tranId)!._id;
  await guestContext.close();

  // All payments: the day filter is typed the way days are printed, and the invoice reads alike.
  await page.goto(`/dashboard/all-payments?q=${encodeURIComponent(guest.email)}`);
  const paidFrom = page.getByLabel('Paid from');
  await paidFrom.fill(dayMonthYear(hotelDay(0)));
  await paidFrom.press('Enter');
  await expect(page).toHaveURL(new RegExp(`paidFrom=${hotelDay(0)}`));
  await expect(paidFrom).toHaveValue(dayMonthYear(hotelDay(0)));
  await expect(page.getByText(tranId).first()).toBeVisible();
  await expectOneStylePerKind(page.locator('main'), 'All payments');
  await checkAtBothWidths(page, 'all-payments');
  await page.getByRole('button', { name: 'Payment Details' }).first().click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByText(tranId).first()).toBeVisible();
  await expectOneStylePerKind(modal, 'All payments, Payment Details');
  await checkAtBothWidths(page, 'all-payments-invoice', { fullPage: false });
  await page.keyboard.press('Escape');

  // All bookings: the stay filter likewise; a day that is no day is marked and not sent.
  await page.goto(`/dashboard/all-bookings?q=${encodeURIComponent(guest.email)}`);
  const stayFrom = page.getByLabel('Staying from');
  await stayFrom.fill('31-02-2026');
  await stayFrom.press('Enter');
  await expect(stayFrom).toHaveAttribute('aria-invalid', 'true');
  await expect(page).not.toHaveURL(/stayFrom=/);
  await stayFrom.fill(dayMonthYear(stay.checkIn));
  await stayFrom.press('Enter');
  await expect(page).toHaveURL(new RegExp(`stayFrom=${stay.checkIn}`));
  await expect(page.getByText(tranId).first()).toBeVisible();
  await expectOneStylePerKind(page.locator('main'), 'All bookings');
  await checkAtBothWidths(page, 'all-bookings');

  await page.goto(`/dashboard/booking/${bookingId}`);
  await expect(page.getByText(tranId).first()).toBeVisible();
  await expectOneStylePerKind(page.locator('main'), 'the booking');

  // Reports: the range is typed and shown as days.
  await page.goto('/dashboard/reports');
  const firstNight = page.getByLabel('First night');
  await expect(firstNight).toHaveValue(/^\d{2}-\d{2}-\d{4}$/);
  await firstNight.fill(dayMonthYear(hotelDay(0)));
  await page.getByLabel('Last night').fill(dayMonthYear(hotelDay(7)));
  await page.getByRole('button', { name: 'Show report' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${hotelDay(0)}&to=${hotelDay(7)}`));
  await expect(page.getByText(`${dayMonthYear(hotelDay(0))} – ${dayMonthYear(hotelDay(7))}`)).toBeVisible();
  await expectOneStylePerKind(page.locator('main'), 'Reports');
  await checkAtBothWidths(page, 'reports');

  // An archived and restored room: the audit log records archivedAt, an instant, both ways.
  const archivedId = await addRoomOverApi(page, baseURL!, `Formats Archive ${stamp}`, 'singleDeluxe', 2100);
  expect((await page.request.delete(`/api/rooms/${archivedId}`, { headers: { origin: baseURL! } })).ok()).toBe(true);
  expect((await page.request.post(`/api/rooms/${archivedId}/restore`, { headers: { origin: baseURL! } })).ok()).toBe(true);

  for (const [path, screen] of [
    ['today', 'Today'],
    ['all-customers', 'All customers'],
    ['cancelation-requestes', 'Cancellation requests'],
    ['audit-log', 'Audit log'],
  ]) {
    await page.goto(`/dashboard/${path}`);
    await expect(
      page
        .getByRole('heading', { level: 1 })
        .or(page.getByRole('heading', { level: 2 }))
        .first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectOneStylePerKind(page.locator('main'), screen);
  }
});
