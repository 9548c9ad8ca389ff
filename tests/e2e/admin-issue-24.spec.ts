/**
 * Issue 24, the admin's side in a real browser: a page past the end of a list goes to its last
 * page (or says there is nothing there). Screenshots under test-results/screens/admin24-*.png.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn, snap } from './helpers.ts';

const admin = { email: 'admin@hotel.test', password: 'admin123' };
const lists = [
  { path: '/dashboard/all-bookings', pager: 'Booking pages' },
  { path: '/dashboard/all-payments', pager: 'Payment pages' },
  { path: '/dashboard/all-customers', pager: 'Customer pages' },
  { path: '/dashboard/cancelation-requestes', pager: 'Request pages' },
  { path: '/dashboard/audit-log', pager: 'Audit log pages' },
  { path: '/dashboard/all-rooms', pager: 'Room pages' },
];

test.describe.configure({ mode: 'serial' });

test('?page=999 on every admin list shows its last page, not a blank one', async ({ page }) => {
  await signIn(page, admin.email, admin.password);
  for (const [list, width] of lists.flatMap((l) => [[l, 1440] as const, [l, 375] as const])) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${list.path}?page=999`);
    const pager = page.getByRole('navigation', { name: list.pager });
    const empty = page.getByRole('heading', { level: 2 }).filter({ hasText: /^No / });
    await expect(pager.or(empty), list.path).toBeVisible();
    if (await pager.isVisible()) {
      await expect(pager.getByText(/^Page (\d+) of \1\+?$/), list.path).toBeVisible();
      const shown = (await pager.getByText(/^Page /).textContent())!.match(/^Page (\d+)/)![1];
      await expect(page).toHaveURL(new RegExp(`[?&]page=${shown}(&|$)`));
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/\(0\)/);
    }
    await snap(page, `admin24-past-end-${list.path.split('/').pop()}-${width}`);
  }
  await expectNoSeriousA11yViolations(page, 'audit log, last page');
});
