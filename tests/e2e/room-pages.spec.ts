/**
 * Issue 11: the room list comes a page at a time. The app asks for pages of 24; this journey
 * has the real server page the demo hotel by 5 instead (the request's pageSize is rewritten on
 * its way), so "Show more rooms" is pressed until every room is listed once. By keyboard, with
 * axe and screenshots at 375 px and 1440 px.
 */
import { expect, test } from './fixtures.ts';
import type { Page } from './fixtures.ts';
import { expectNoSeriousA11yViolations, hasNoSideScroll, signIn, snap } from './helpers.ts';

const SMALL_PAGE = 5;

/** Has the real server answer the app's room pages of 24 with pages of SMALL_PAGE. */
async function useSmallRoomPages(page: Page): Promise<void> {
  await page.route(/\/api\/all-rooms\?.*pageSize=24/, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace('pageSize=24', `pageSize=${SMALL_PAGE}`) });
    await route.fulfill({ response });
  });
}

for (const width of [375, 1440]) {
  test(`"Show more rooms" adds the next page until all rooms are listed (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
    await useSmallRoomPages(page);
    // The sign-in page carries no server-rendered list: /rooms then asks for its first page itself.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Rooms', exact: true }).first().click();
    const cards = page.locator('section[aria-label="Rooms"] a[href^="/room/"]');
    await expect(cards).toHaveCount(SMALL_PAGE);
    const status = page.getByText(/^Showing \d+ of \d+ rooms$/);
    await expect(status).toHaveText(new RegExp(`^Showing ${SMALL_PAGE} of \\d+ rooms$`));
    const total = Number(/of (\d+) rooms/.exec((await status.textContent()) ?? '')![1]);
    expect(total).toBeGreaterThan(2 * SMALL_PAGE);
    await snap(page, `room-pages-first-${width}`);
    await expectNoSeriousA11yViolations(page, `room list, first page ${width}`);

    const more = page.getByRole('button', { name: 'Show more rooms' });
    await more.focus();
    for (let shown = SMALL_PAGE; shown < total; shown = Math.min(shown + SMALL_PAGE, total)) {
      await page.keyboard.press('Enter');
      await expect(cards).toHaveCount(Math.min(shown + SMALL_PAGE, total));
    }
    await expect(status).toHaveText(`Showing ${total} of ${total} rooms`);
    await expect(more).toHaveCount(0);
    const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(total);
    expect(await hasNoSideScroll(page)).toBe(true);
    await snap(page, `room-pages-all-${width}`);
    await expectNoSeriousA11yViolations(page, `room list, all pages ${width}`);
  });
}

test('the admin pages through All Rooms by keyboard and filters it by category; the page is in the URL', async ({ page }) => {
  await useSmallRoomPages(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'admin@hotel.test', 'admin123');
  await page.goto('/dashboard/all-rooms');
  const heading = page.getByRole('heading', { level: 1, name: /^All Rooms \(\d+\)$/ });
  await expect(heading).toBeVisible();
  const total = Number(/\((\d+)\)/.exec(await heading.innerText())![1]);
  const pageCount = Math.ceil(total / SMALL_PAGE);
  expect(pageCount).toBeGreaterThanOrEqual(3);
  const titles = page.locator('main li h2');
  const pager = page.getByRole('navigation', { name: 'Room pages' });
  const next = pager.getByRole('button', { name: 'Next' });
  await expect(pager).toContainText(`Page 1 of ${pageCount}`);
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(titles).toHaveCount(SMALL_PAGE);
  expect(await hasNoSideScroll(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'all rooms, paged, 375');

  const seen = new Set(await titles.allInnerTexts());
  await next.focus();
  for (let shown = 2; shown <= pageCount; shown += 1) {
    await page.keyboard.press('Enter');
    await expect(pager).toContainText(`Page ${shown} of ${pageCount}`);
    await expect(page).toHaveURL(new RegExp(`[?&]page=${shown}(&|$)`));
    await expect(titles).toHaveCount(shown < pageCount ? SMALL_PAGE : total - SMALL_PAGE * (pageCount - 1));
    for (const title of await titles.allInnerTexts()) seen.add(title);
  }
  await expect(next).toBeDisabled();
  // Every room once across the pages.
  expect(seen.size).toBe(total);
  await snap(page, 'admin-all-rooms-last-page-375');

  // A reload keeps the page; a filter goes back to page 1 of that category.
  await page.reload();
  await expect(pager).toContainText(`Page ${pageCount} of ${pageCount}`);
  await page.getByLabel('Category').selectOption({ label: 'Family 4' });
  await expect(page).toHaveURL(/category=family-4/);
  await expect(page).not.toHaveURL(/page=/);
  // Fewer than all rooms; how many depends on the journeys that ran before (they add Family 4 rooms).
  await expect(heading).not.toHaveText(`All Rooms (${total})`);
  const familyCount = Number(/\((\d+)\)/.exec(await heading.innerText())![1]);
  expect(familyCount).toBeGreaterThan(0);
  const onFirstPage = Math.min(familyCount, SMALL_PAGE);
  await expect(titles).toHaveCount(onFirstPage);
  await expect(page.locator('main li').getByText('Family 4', { exact: true })).toHaveCount(onFirstPage);
  await expect(pager).toContainText(`Page 1 of ${Math.ceil(familyCount / SMALL_PAGE)}`);
});

test('a category tapped before the script runs still filters the server-rendered list', async ({ browser, baseURL }) => {
  // No script at all: the page is only the server's markup, as on a slow phone before the app starts.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/rooms');
  const filter = page.getByRole('navigation', { name: 'Filter rooms by category' });
  await expect(filter.getByRole('link', { name: 'All', exact: true })).toHaveAttribute('aria-current', 'true');
  await filter.getByRole('link', { name: 'Family 6', exact: true }).click();
  await expect(page).toHaveURL(/\/rooms\?category=family-6$/);
  const cards = page.locator('section[aria-label="Rooms"] a[href^="/room/"]');
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasNot: page.getByText('Family 6', { exact: true }) })).toHaveCount(0);
  await expect(filter.getByRole('link', { name: 'Family 6', exact: true })).toHaveAttribute('aria-current', 'true');
  await context.close();
});
