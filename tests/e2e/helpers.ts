/** Shared steps for the browser journeys: screenshots, axe checks, date entry, a photo file. */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Download, type Page } from '@playwright/test';
import sharp from 'sharp';
import { readPdfText } from '#tests/helpers/pdf-text.ts';

/** Screens are for people to look at; CI keeps no files, so there it takes none (decision 019). */
const isSavingScreens = !process.env.CI;

/**
 * Saves a screenshot under test-results/screens/{name}.png, full-page unless `fullPage` is false
 * (a modal lives in the top layer, which full-page screenshots misplace), with CSS animations run
 * to their end (a dialog caught mid fade-in looked see-through over the page).
 */
export async function snap(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!isSavingScreens) return;
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage, animations: 'disabled' });
}

/**
 * Fails on serious or critical axe-core violations of the current screen, once no button waits
 * disabled with a spinner and finite CSS animations (a toast fading in, running and under 5 s
 * long) have finished: axe measures colours as painted, and a toast caught at half opacity
 * failed colour contrast although it settles readable.
 * Skipped where E2E_A11Y=off: `npm test`'s PostgreSQL journey pass, as the screens' markup does
 * not depend on the database and the embedded pass of the same run checks every one (decision 019).
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  if (process.env.E2E_A11Y === 'off') return;
  // A page whose app has not rendered yet has nothing to wait for below, and the screen then
  // appeared while axe ran: "Continue with Google" caught mid-fade on /signup (CI, 2026-11-26).
  await waitForApp(page);
  // A screen still loading is not the screen a guest reads: "Continue with Google" waits disabled
  // for the provider list, and axe caught its colours mid-transition to enabled (CI, 2026-11-25).
  // Check Availability stays focusable while it checks (aria-disabled, dimmed): under load its
  // three requests (issue 27 added the availability check) outlasted the wait, and axe read the
  // dimmed button's contrast (2026-11-26).
  await expect(
    page.locator('button:disabled .loading, button[aria-disabled="true"] .loading'),
    `${screen}: buttons still loading`,
  ).toHaveCount(0);
  // Until two frames pass with no short animation running: a transition that starts just after
  // one look (a button enabled as its data lands) is caught by the next, not by axe mid-fade
  // (fresh-clone CI, 2026-11-26: "Continue with Google" on /signup, after every wait above).
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    for (let round = 0; round < 20; round++) {
      await nextFrame();
      await nextFrame();
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && Number(animation.effect?.getComputedTiming().endTime) < 5_000);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  // A toast that appeared after that wait (react-hot-toast loads after start, issue 25) was read
  // fading in (CI, 2026-11-26: colour contrast of a toast on All Bookings): every live status
  // must be drawn at full opacity (settled) or be gone.
  // A toast whose time ran out while axe read the page was caught fading out (CI, Archived rooms):
  // the pointer rests on it first, as react-hot-toast then keeps it on screen.
  const toast = page.locator('[role="status"][aria-live]').first();
  const box = (await toast.count()) ? await toast.boundingBox({ timeout: 1_000 }).catch(() => null) : null;
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[role="status"][aria-live]')].every((el) => getComputedStyle(el.parentElement ?? el).opacity === '1'),
  );
  // In the page itself (legacy mode: our screens have no iframes, so nothing goes unchecked)
  // and collecting violations only: the default runs axe's final step in a fresh page and
  // gathers every passing node too, about 1 CPU s per check against 0.3-0.8 s (decision 019).
  expect(page.frames(), `${screen}: an iframe needs axe's default mode`).toHaveLength(1);
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, `axe violations on ${screen}`).toEqual([]);
}

/** Types a `YYYY-MM-DD` date as dd-mm-yyyy into a date-panel field (Check In / Check Out) and settles it with Enter. */
export async function enterDate(page: Page, label: 'Check In' | 'Check Out', isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  const input = page.getByLabel(label, { exact: true });
  await input.fill(`${day}-${month}-${year}`);
  await input.press('Enter');
}

/** A small real PNG to use as a profile photo. */
export async function makePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 240, height: 240, channels: 3, background: { r: 40, g: 110, b: 170 } } })
    .png()
    .toBuffer();
}

/** `YYYY-MM-DD` n days after today in Asia/Dhaka. */
export function hotelDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Signs `email` in over better-auth's API in the page's browser context, whose cookies the page
 * shares, and leaves the page where it was: for journeys about what comes after signing in.
 * The login form has journeys of its own (signInWithForm in guest-journey.spec.ts, and
 * identity.spec.ts); a form sign-in costs about 1 CPU s of Chromium, this one a third of that.
 * `origin` is the app's (the same-day-turnover app passes its own).
 */
export async function signIn(page: Page, email: string, password: string, origin = process.env.E2E_PUBLIC_URL!): Promise<void> {
  const reply = await page.request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { origin } });
  expect(reply.status(), `sign-in of ${email}`).toBe(200);
}

/** Signs in through the login form and waits for the "Login Successfull" toast. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login Successfull')).toBeVisible();
}

/**
 * Waits until the app runs on the page (`<html data-app="running">`, src/web/app/providers.tsx).
 * A server-rendered `/` or `/rooms` shows its controls before that, and until then only its
 * links work: a click on a button or typing into a form there is lost when the app renders.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html[data-app="running"]')).toHaveCount(1);
}

/** Opens the first room of a category from /rooms; returns its title and id. */
export async function openRoomOfCategory(page: Page, categoryLabel: string): Promise<{ title: string; id: string }> {
  await page.goto('/rooms');
  await page.getByRole('navigation', { name: 'Filter rooms by category' }).getByRole('link', { name: categoryLabel, exact: true }).click();
  const cards = page.locator('a[href^="/room/"]');
  // Wait for the filtered grid: until then the cards of every category are still shown
  // (reading the first of those once sent this helper to the wrong room's page).
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasNot: page.getByText(categoryLabel, { exact: true }) })).toHaveCount(0);
  const card = cards.first();
  const title = (await card.locator('h2, h3').first().innerText()).trim();
  const id = decodeURIComponent((await card.getAttribute('href'))!.split('/').pop()!);
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return { title, id };
}

/**
 * The first `nights`-night stay from `fromOffset` days after today that the server says is free
 * for the signed-in page (GET /api/reservation-data to skip the full days, then the availability
 * check itself), as `YYYY-MM-DD` dates: journeys of other files book the same demo rooms on
 * random days, and two once met (fresh-clone CI, 2026-11-26). The calendar's data alone is not
 * enough for a type of several rooms: two rooms each taken one night leave both days open there,
 * yet no room is free for the stay (issue 27; fresh-clone CI, 2026-11-26 again).
 */
export async function freeStayOf(
  page: Page,
  roomId: string,
  fromOffset: number,
  nights = 2,
): Promise<{ checkIn: string; checkOut: string }> {
  const reply = await page.request.get(`/api/reservation-data/${roomId}`);
  expect(reply.status(), 'reservation data').toBe(200);
  const taken = (await reply.json()) as Array<{ startDate: string; endDate: string }>;
  for (let offset = fromOffset; ; offset++) {
    const stay = { checkIn: hotelDay(offset), checkOut: hotelDay(offset + nights) };
    if (!taken.every((r) => r.endDate.slice(0, 10) <= stay.checkIn || r.startDate.slice(0, 10) >= stay.checkOut)) continue;
    const check = await page.request.get(`/api/room/${roomId}/availability`, { params: stay });
    expect(check.status(), 'availability check').toBe(200);
    if (((await check.json()) as { isAvailable: boolean }).isAvailable) return stay;
  }
}

/** On an open room page: enter the dates, reserve, confirm and Pay in the sandbox. Returns the tran_id. */
export async function bookAndPay(page: Page, checkIn: string, checkOut: string): Promise<string> {
  await enterDate(page, 'Check In', checkIn);
  await enterDate(page, 'Check Out', checkOut);
  await page.getByRole('button', { name: 'Check Availability' }).click();
  await expect(page.getByText('Congratulations! Reservation available')).toBeVisible();
  await page.getByRole('button', { name: 'Reserve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm & Pay' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  await page.getByRole('button', { name: /^Pay\b/ }).click();
  await expect(page).toHaveURL(/\/payment-success\//);
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

/** `YYYY-MM-DD` → the SPA's `DD-MM-YYYY`. */
export function dayMonthYear(isoDate: string): string {
  return isoDate.split('-').reverse().join('-');
}

/**
 * True when the page does not scroll sideways at the current viewport width, allowing its
 * layout up to 3 s to settle: charts and tables re-measure after a resize (ResizeObserver), and
 * where the axe check is off (the PostgreSQL pass) nothing else waits for them: the report
 * scrolled sideways for a moment at 375 px there (CI, 2026-11-26). False if it still does then.
 */
export async function hasNoSideScroll(page: Page): Promise<boolean> {
  return page
    .waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, undefined, { timeout: 3_000 })
    .then(() => true)
    .catch(() => false);
}

/** Number in a room page's "Reviews (N)" heading, once the reviews have loaded (0 when none). */
export async function roomReviewCount(page: Page): Promise<number> {
  const counted = page.getByRole('heading', { level: 2, name: /^Reviews \(\d+\)$/ });
  await expect(counted.or(page.getByText('No Reviews Yet'))).toBeVisible();
  if (!(await counted.isVisible())) return 0;
  return Number((await counted.innerText()).match(/\((\d+)\)/)![1]);
}

/** The text of a downloaded PDF (tests/helpers/pdf-text.ts). */
export async function pdfText(download: Download): Promise<string> {
  return readPdfText(await readFile(await download.path()));
}
