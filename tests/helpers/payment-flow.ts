/**
 * Drives the payment journey over real HTTP like a browser: book a room, open the sandbox's
 * hosted page, press a button, follow the auto-posted form back to the app.
 */
import { eq } from 'drizzle-orm';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { addDays } from '#shared/domain/nights.ts';
import { bookings, payments } from '#server/db/schema.ts';
import type { TestApp } from './build-test-app.ts';

/** The hotel's today in the default zone (no test app sets another) plus `n` days, as YYYY-MM-DD. */
export const day = (n: number): string => addDays(todayInHotel(), n);

/** POST /api/add-bookings as `cookie`; returns the gateway page URL and tran_id. Throws unless 200. */
export async function startBooking(t: TestApp, cookie: string, roomId: string, startDate: string, endDate: string) {
  const res = await fetch(`${t.baseUrl}/api/add-bookings`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: t.baseUrl },
    body: JSON.stringify({ roomId, startDate, endDate }),
  });
  if (res.status !== 200) throw new Error(`add-bookings failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { url: string; tranId: string };
}

const decodeEntities = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The first form of `html` that has hidden inputs: its action and fields. */
export function readHiddenForm(html: string): { action: string; fields: Record<string, string> } {
  const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error('no form in page');
  const fields: Record<string, string> = {};
  for (const m of form[2].matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[decodeEntities(m[1])] = decodeEntities(m[2]);
  }
  return { action: decodeEntities(form[1]), fields };
}

/** POSTs `fields` form-urlencoded without following redirects (like a cross-site form post). */
export function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}

/**
 * Opens the hosted page at `pageUrl` and presses `outcome`. Returns the page HTML and the
 * auto-post form the sandbox answered with (not yet submitted).
 */
export async function pressOnGatewayPage(pageUrl: string, outcome: 'pay' | 'fail' | 'cancel') {
  const page = await fetch(pageUrl);
  if (page.status !== 200) throw new Error(`gateway page answered ${page.status}`);
  const pageHtml = await page.text();
  const res = await fetch(`${pageUrl}/${outcome}`, { method: 'POST', body: new URLSearchParams() });
  if (res.status !== 200) throw new Error(`gateway ${outcome} answered ${res.status}`);
  const autoPostHtml = await res.text();
  return { pageHtml, autoPostHtml, ...readHiddenForm(autoPostHtml) };
}

export async function paymentOf(t: TestApp, tranId: string) {
  const [row] = await t.app.db.select().from(payments).where(eq(payments.tranId, tranId));
  return row;
}

export async function bookingOf(t: TestApp, tranId: string) {
  const [row] = await t.app.db.select().from(bookings).where(eq(bookings.tranId, tranId));
  return row;
}

/** Polls `check` until it returns true or `timeoutMs` passes (then throws). */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
