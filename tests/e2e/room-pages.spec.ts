/**
 * Issue 11: the room list comes a page at a time. The app asks for pages of 24; this journey
 * has the real server page the demo hotel by 5 instead (the request's pageSize is rewritten on
 * its way), so "Show more rooms" is pressed until every room is listed once. By keyboard, with
 * axe and screenshots at 375 px and 1440 px.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, hasNoSideScroll, snap } from './helpers.ts';

const SMALL_PAGE = 5;

for (const width of [375, 1440]) {
  test(`"Show more rooms" adds the next page until all rooms are listed (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
    await page.route(/\/api\/all-rooms\?.*pageSize=24/, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace('pageSize=24', `pageSize=${SMALL_PAGE}`) });
      await route.fulfill({ response });
    });
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
