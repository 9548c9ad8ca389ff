/**
 * Issue 11 (Lighthouse's CLS): nothing moves while a page loads.
 * - A room page: the room's answer is held back, as on a slow phone network, and the layout
 *   shifts Chromium reports (PerformanceObserver 'layout-shift', what CLS sums) must stay near
 *   zero. Before: a signed-in guest saw a half-screen spinner and then the room (0.317,
 *   Lighthouse's figure); a visitor saw an empty page, the footer pulled into view, then the
 *   login screen (0.10). The same for the page the server renders, when the app takes it over.
 * - The home page's hero: a phone paints the server's HTML before all of it has arrived (or
 *   been parsed); what is on screen must not move when the rest comes. Before: the hero's text
 *   was centred in the hero, so it rose by 130 px as the search form and Book Now arrived
 *   (Lighthouse: CLS 0.146 in some runs).
 */
import { expect, test, type Page } from './fixtures.ts';
import { signIn, waitForApp } from './helpers.ts';

declare global {
  interface Window {
    layoutShift: number;
  }
}

/** Counts layout shifts from the first paint (what CLS sums), into window.layoutShift. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) window.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The total once two more frames have been drawn (so the last paint's shift is reported). */
async function layoutShiftSoFar(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => window.layoutShift);
}

/** A room page's HTML without what the server rendered and embedded for the guest: the bare shell. */
function withoutServerRender(html: string): string {
  const data = /<script type="application\/json" id="app-state">.*?<\/script>/s.exec(html);
  if (!data) return html;
  const rootStart = html.indexOf('<div id="root">') + '<div id="root">'.length;
  const rootEnd = html.lastIndexOf('</div>', data.index);
  return html.slice(0, rootStart) + html.slice(rootEnd, data.index) + html.slice(data.index + data[0].length);
}

test('a room page the server rendered does not shift when the app takes it over (phone, signed in)', async ({ page, request }) => {
  const rooms = (await (await request.get('/api/all-rooms')).json()) as Array<{ _id: string; title: string }>;
  await page.setViewportSize({ width: 412, height: 823 });
  await signIn(page, 'guest@hotel.test', 'guest123');
  await watchLayoutShifts(page);
  await page.goto(`/room/${rooms[0]._id}`);
  await expect(page.getByRole('img', { name: `${rooms[0].title}: main photo` }).first()).toBeVisible();
  await waitForApp(page);
  // Settled: the reviews (not in the server's render) have arrived too.
  await expect(page.getByText('Loading reviews…')).toHaveCount(0);
  expect(await layoutShiftSoFar(page)).toBeLessThan(0.02);
});

test("the home page's hero stays put while its HTML is still arriving (phone)", async ({ browser, request }) => {
  const html = await (await request.get('/')).text();
  // The page as it stands with its HTML cut short: after the tagline, inside the search form, and whole.
  const cuts = [html.indexOf('</h1>') + '</h1>'.length, html.indexOf('</label>') + '</label>'.length, html.length];
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled: false });
  const page = await context.newPage();
  const titleTops: number[] = [];
  for (const cut of cuts) {
    await page.route('**/', (route) => route.fulfill({ contentType: 'text/html', body: html.slice(0, cut) }), { times: 1 });
    await page.goto('/');
    const box = await page.getByRole('heading', { level: 1, name: 'Find a pleasure for your vacation' }).boundingBox();
    titleTops.push(box!.y);
  }
  await context.close();
  expect(titleTops).toEqual([titleTops[0], titleTops[0], titleTops[0]]);
});

for (const isSignedIn of [true, false]) {
  test(`a room page does not shift while the room loads (phone, slow answer, ${isSignedIn ? 'signed in' : 'visitor'})`, async ({
    page,
    request,
  }) => {
    const rooms = (await (await request.get('/api/all-rooms')).json()) as Array<{ _id: string; title: string }>;
    const room = rooms[0];
    await page.setViewportSize({ width: 412, height: 823 });
    if (isSignedIn) await signIn(page, 'guest@hotel.test', 'guest123');
    await watchLayoutShifts(page);
    await page.route(`**/api/room/${room._id}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    // The shell carries a signed-in guest's room (room-page-shell.spec.ts); without it, as on a
    // page opened from inside the app, the page waits for the slow answer.
    await page.route(
      (url) => url.pathname === `/room/${room._id}`,
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: withoutServerRender(await response.text()) });
      },
    );

    await page.goto(`/room/${room._id}`);
    const settled = isSignedIn
      ? page.getByRole('heading', { level: 1, name: room.title })
      : page.getByRole('heading', { name: 'Welcome back' });
    await expect(settled).toBeVisible();
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.02);
  });
}
