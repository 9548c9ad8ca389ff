/**
 * Issue 12 polish: focus stays inside the open mobile menu and dashboard drawer (Escape closes
 * and returns focus); the room gallery opens full-screen by keyboard and by touch, from a chunk
 * that neither the home page nor the room page loads before it is asked for. Screenshots and
 * axe at 375 and 1440 px.
 */
import { expect, test, type Page } from './fixtures.ts';
import { expectNoSeriousA11yViolations, openRoomOfCategory, signIn, snap, waitForApp } from './helpers.ts';
import { checkScreen, GUEST } from './guest-states-steps.ts';

/** Presses Tab `times` times; after each press focus must be inside `selector`. */
async function expectTabStaysIn(page: Page, selector: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await page.evaluate((s) => !!document.activeElement?.closest(s), selector), `Tab ${i + 1} left ${selector}`).toBe(true);
  }
}

test('focus stays inside the open mobile menu and dashboard drawer; Escape closes them and returns focus', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, GUEST.email, GUEST.password);
  await page.goto('/');
  await waitForApp(page);
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await expectTabStaysIn(page, 'div:has(> #mobile-menu)', 10);
  await page.keyboard.press('Escape');
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

  await page.goto('/dashboard/my-bookings');
  const drawerButton = page.getByRole('button', { name: 'Open dashboard menu' });
  await drawerButton.click();
  await expect(page.locator('#dashboard-sidebar a').first()).toBeFocused();
  await expectTabStaysIn(page, '#dashboard-sidebar', 12);
  await snap(page, 'dashboard-drawer-open-375');
  await expectNoSeriousA11yViolations(page, 'dashboard drawer open 375');
  await page.keyboard.press('Escape');
  await expect(drawerButton).toBeFocused();
});

test('the room gallery opens full-screen by keyboard, lazily loaded', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, GUEST.email, GUEST.password);
  await openRoomOfCategory(page, 'Couple Deluxe');
  expect(scripts.filter((url) => url.includes('room-lightbox'))).toEqual([]);

  const opener = page.getByRole('button', { name: 'View photos full screen' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: /^Photos of / });
  await expect(lightbox).toBeVisible();
  expect(scripts.filter((url) => url.includes('room-lightbox')).length).toBe(1);
  const box = (await lightbox.boundingBox())!;
  expect(box.width).toBe(1440);
  await expect(lightbox.getByText(/^1\s*\/\s*\d+$/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText(/^2\s*\/\s*\d+$/)).toBeVisible();
  await checkScreen(page, 'room-lightbox');
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the room gallery opens full-screen by touch', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, hasTouch: true, isMobile: true, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await signIn(page, GUEST.email, GUEST.password);
  await openRoomOfCategory(page, 'Couple Deluxe');
  await page.locator('.room-slider .swiper-slide-active img').tap();
  const lightbox = page.getByRole('dialog', { name: /^Photos of / });
  await expect(lightbox).toBeVisible();
  expect((await lightbox.boundingBox())!.width).toBe(375);
  await lightbox.getByRole('button', { name: 'Close full-screen photos' }).tap();
  await expect(lightbox).toBeHidden();
  await context.close();
});
