/**
 * Issue 28, the ledger in a real browser: the admin takes two desk payments on New booking (cash,
 * then bKash), opens today's cash close (the tables add up; the print media shows the page
 * without the app's chrome), downloads the CSV, finds the guest by phone typed in another format
 * and saves a note; Abandoned Checkouts opens. Screens at 1440 and 375 px
 * (test-results/screens/ledger-*), axe on each.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures.ts';
import { dayMonthYear, expectNoSeriousA11yViolations, hasNoSideScroll, hotelDay, signIn, snap } from './helpers.ts';
import { expectCashCloseTablesAddUp } from './desk-steps.ts';

const stamp = Date.now();
const admin = { email: 'admin@hotel.test', password: 'admin123' };
// Seeded "Garden View Single Deluxe" (rooms 101–103, BDT 3,200); nights no other journey uses.
const roomType = 'Garden View Single Deluxe · BDT 3,200 a night';
const guests = [
  { name: `Ledger Cash ${stamp}`, phone: `019${String(stamp).slice(-8)}`, method: 'Cash', checkIn: hotelDay(340), checkOut: hotelDay(341) },
  {
    name: `Ledger Bkash ${stamp}`,
    phone: `018${String(stamp).slice(-8)}`,
    method: 'bKash',
    checkIn: hotelDay(343),
    checkOut: hotelDay(344),
  },
];

/** Screenshots and axe at 1440 and 375 px; no sideways scroll on the phone. */
async function snapBoth(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1440, height: 900 });
  await snap(page, `ledger-${name}-1440`);
  await expectNoSeriousA11yViolations(page, `${name} 1440`);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(() => hasNoSideScroll(page), { message: `${name} scrolls sideways at 375 px`, timeout: 3_000 }).toBe(true);
  await snap(page, `ledger-${name}-375`);
  await expectNoSeriousA11yViolations(page, `${name} 375`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** New booking: a new walk-in guest, one night, paid in full by `guest.method`. */
async function bookAtTheDesk(page: Page, guest: (typeof guests)[number]): Promise<void> {
  await page.goto('/dashboard/desk-booking');
  await page.getByRole('button', { name: 'New guest' }).click();
  const form = page.getByRole('form', { name: 'New guest' });
  await form.getByLabel('Name').fill(guest.name);
  await form.getByLabel('Phone (11 digits)').fill(guest.phone);
  await form.getByRole('button', { name: 'Save guest' }).click();
  await expect(page.getByText(guest.name)).toBeVisible();
  await page.getByLabel('Room type').selectOption({ label: roomType });
  await page.getByLabel('Check-in').fill(dayMonthYear(guest.checkIn));
  await page.getByLabel('Check-out').fill(dayMonthYear(guest.checkOut));
  await page.getByLabel('Paid in full').check();
  await page.getByLabel('Method').selectOption({ label: guest.method });
  const reference = page.getByLabel(/^Reference/);
  if (await reference.isVisible()) await reference.fill(`TRX${stamp}`);
  await page.getByRole('button', { name: 'Book and take payment' }).click();
  await expect(page.getByRole('region', { name: 'Booked' })).toBeVisible();
}

test('the desk closes the day, finds a guest by phone and keeps a note', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, admin.email, admin.password);
  for (const guest of guests) await bookAtTheDesk(page, guest);

  // The cash close of today: both payments listed, each table's rows add up to its total row.
  await page.goto('/dashboard/cash-close');
  await expect(page.getByRole('heading', { level: 1, name: /^Cash close/ })).toBeVisible();
  const entries = page.getByRole('list', { name: 'Entries' });
  for (const guest of guests) await expect(entries).toContainText(guest.name);
  await expectCashCloseTablesAddUp(page);
  const byMethod = page.getByRole('region', { name: 'Cash close by method' });
  await expect(byMethod.getByRole('rowheader', { name: 'Cash' })).toBeVisible();
  await expect(byMethod.getByRole('rowheader', { name: 'bKash' })).toBeVisible();
  await snapBoth(page, 'cash-close');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await snap(page, 'ledger-cash-close-print');
  await page.emulateMedia({ media: 'screen' });

  // The CSV: a BOM, the header row, both guests, no phone.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain('Section,Time,Booking,Guest,Method');
  for (const guest of guests) {
    expect(csv).toContain(guest.name);
    expect(csv).not.toContain(guest.phone);
  }

  // Guests: the phone typed with the country code finds the cash guest; the profile shows it whole.
  const [cashGuest] = guests;
  await page.goto('/dashboard/guests');
  await page.getByLabel('Phone, e-mail or name').fill(`+880 ${cashGuest.phone.slice(1, 5)}-${cashGuest.phone.slice(5)}`);
  await page.getByRole('button', { name: 'Search' }).click();
  const found = page.getByRole('list', { name: 'Guests found' });
  await expect(found.getByRole('link', { name: cashGuest.name })).toBeVisible();
  await expect(found).toContainText(`•••${cashGuest.phone.slice(-3)}`);
  await snapBoth(page, 'guests');
  await found.getByRole('link', { name: cashGuest.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: cashGuest.name })).toBeVisible();
  await expect(page.getByText(cashGuest.phone, { exact: true })).toBeVisible();
  await page.getByLabel('Staff notes').fill('Likes a quiet room on a high floor.');
  await page.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByText(`Notes on ${cashGuest.name} saved`)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Staff notes')).toHaveValue('Likes a quiet room on a high floor.');
  await snapBoth(page, 'guest-profile');

  await page.goto('/dashboard/abandoned-checkouts');
  await expect(page.getByRole('heading', { level: 1, name: 'Abandoned checkouts' })).toBeVisible();
  await snapBoth(page, 'abandoned');
});
