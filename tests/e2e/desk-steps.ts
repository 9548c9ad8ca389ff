/** Steps the desk's journeys share (issues 28, 29): booking a walk-in, reading money off the screens. */
import { expect, type Locator, type Page } from './fixtures.ts';
import { dayMonthYear, hotelDay } from './helpers.ts';

/**
 * New booking: a new walk-in guest (`name`, 11-digit `phone`) in the type titled `roomTitle`
 * (`nightBdt` a night), tonight only, paid in full in cash. Returns the "Booked" region shown.
 */
export async function bookWalkInTonight(
  page: Page,
  guest: { name: string; phone: string },
  roomTitle: string,
  nightBdt: number,
): Promise<Locator> {
  await page.goto('/dashboard/desk-booking');
  await page.getByRole('button', { name: 'New guest' }).click();
  const form = page.getByRole('form', { name: 'New guest' });
  await form.getByLabel('Name').fill(guest.name);
  await form.getByLabel('Phone (11 digits)').fill(guest.phone);
  await form.getByRole('button', { name: 'Save guest' }).click();
  await expect(page.getByText(guest.name)).toBeVisible();
  await page.getByLabel('Room type').selectOption({ label: `${roomTitle} · BDT ${nightBdt.toLocaleString('en-US')} a night` });
  await page.getByLabel('Check-in').fill(dayMonthYear(hotelDay(0)));
  await page.getByLabel('Check-out').fill(dayMonthYear(hotelDay(1)));
  await page.getByLabel('Paid in full').check();
  await page.getByLabel('Method').selectOption({ label: 'Cash' });
  await page.getByRole('button', { name: 'Book and take payment' }).click();
  const booked = page.getByRole('region', { name: 'Booked' });
  await expect(booked).toBeVisible();
  return booked;
}

/** The BDT amount of a "BDT 1,234" (or "BDT -1,234") text. */
export const bdtOf = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

/** On the cash close: each table's rows add up to its total row (by method, by staff member). */
export async function expectCashCloseTablesAddUp(page: Page): Promise<void> {
  for (const name of ['Cash close by method', 'Cash close by staff member']) {
    const table = page.getByRole('region', { name });
    const nets = await table.locator('tbody tr td:last-child').allTextContents();
    const total = await table.locator('tfoot td:last-child').textContent();
    expect(
      nets.reduce((n, t) => n + bdtOf(t), 0),
      name,
    ).toBe(bdtOf(total ?? ''));
  }
}
