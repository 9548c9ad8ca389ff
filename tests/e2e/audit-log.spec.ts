/**
 * Issue 29 "The audit log, readable" in a real browser: a failed sign-in and the owner's sign-in
 * are recorded; on the audit page each entry reads as a sentence, the action select (grouped)
 * finds the failed sign-in by the e-mail tried, the person select (the staff, under their role)
 * finds the owner's sign-in, the day range in dd-mm-yyyy narrows by hotel day, and Export CSV
 * downloads the same filter (with a BOM). Screenshots at 375 and 1440 px under
 * test-results/screens/audit-*.png; axe on each.
 */
import { expect, test, type Page } from './fixtures.ts';
import { dayMonthYear, expectNoSeriousA11yViolations, hasNoSideScroll, hotelDay, signIn, snap } from './helpers.ts';

const stamp = Date.now();
const admin = { email: 'admin@hotel.test', password: 'admin123' };
const triedEmail = `nobody-${stamp}@example.com`;
const widths = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
];

/** Entries on screen: table rows on wide screens, cards on phones. */
function entriesOf(page: Page) {
  const isWide = (page.viewportSize()?.width ?? 0) >= 1024;
  return isWide ? page.getByRole('table').getByRole('row') : page.getByRole('main').getByRole('listitem');
}

async function checkAtBothWidths(page: Page, screen: string, settled: () => Promise<void>) {
  for (const size of widths) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await settled();
    await expectNoSeriousA11yViolations(page, `${screen} at ${size.width}px`);
    expect(await hasNoSideScroll(page), `${screen} at ${size.width}px scrolls sideways`).toBe(true);
    await snap(page, `audit-${screen}-${size.name}`);
  }
}

test('the audit log reads in sentences and filters by action, person and hotel day, with CSV', async ({ page, baseURL }) => {
  const origin = baseURL!;
  // A failed sign-in (someone typing an unknown address), then the owner signs in.
  const failed = await page.request.post('/api/auth/sign-in/email', {
    data: { email: triedEmail, password: 'not-the-one-1' },
    headers: { origin },
  });
  expect(failed.status()).toBe(401);
  await signIn(page, admin.email, admin.password);
  const { user } = (await (await page.request.get('/api/auth/get-session')).json()) as { user: { id: string; name: string } };

  await page.goto('/dashboard/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: /^Audit Log/ })).toBeVisible();

  // By action: the grouped select's "Failed sign-in" (under "Sign-in and security").
  const action = page.getByLabel('Action', { exact: true });
  await expect(action.locator('optgroup[label="Sign-in and security"] option', { hasText: 'Failed sign-in' })).toHaveCount(1);
  await action.selectOption({ label: 'Failed sign-in' });
  await expect(page).toHaveURL(/[?&]action=auth\.sign-in-failed(&|$)/);
  await checkAtBothWidths(page, 'failed-sign-ins', async () => {
    await expect(entriesOf(page).filter({ hasText: `Failed sign-in for ${triedEmail} from ` })).toHaveCount(1);
  });

  // The CSV of the same filter: a BOM, the sentence, and only failed sign-ins.
  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  await expect(exportLink).toHaveAttribute('href', /action=auth\.sign-in-failed/);
  const csv = await (await page.request.get((await exportLink.getAttribute('href'))!)).text();
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain(`Failed sign-in for ${triedEmail}`);
  expect(csv).not.toContain('signed in with');
  expect(csv).not.toContain('not-the-one-1');

  // By person: the owner, under "Owner"; every action again.
  await action.selectOption({ label: 'Every action' });
  // The filter is in the URL once the page has taken it; the next choice builds on that URL.
  await expect(page).not.toHaveURL(/[?&]action=/);
  const person = page.getByLabel('Person', { exact: true });
  await expect(person.locator('optgroup[label="Owner"] option', { hasText: user.name })).toHaveCount(1);
  await person.selectOption({ value: user.id });
  await expect(page).toHaveURL(new RegExp(`[?&]actor=${user.id}(&|$)`));
  const signedIn = () => entriesOf(page).filter({ hasText: `${user.name} (owner) signed in with a password from ` });
  await expect(signedIn().first()).toBeVisible();

  // By hotel day, typed dd-mm-yyyy: today keeps the sign-in, tomorrow onwards has nothing.
  const from = page.getByLabel('From', { exact: true });
  await from.fill(dayMonthYear(hotelDay(0)));
  await from.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]from=${hotelDay(0)}(&|$)`));
  await checkAtBothWidths(page, 'owner-today', async () => {
    await expect(signedIn().first()).toBeVisible();
  });
  await from.fill(dayMonthYear(hotelDay(1)));
  await from.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'No entries' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'audit log, nothing for the filter');
});
