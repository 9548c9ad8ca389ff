/**
 * Issue #13's "done when" as one journey in a real browser, on a hotel with months of history
 * (the e2e server seeds SEED_PAST_BOOKINGS=500 past stays): a new guest pays for a stay in a room
 * of its own and asks to cancel it; the admin finds that booking among the 500+ by the guest's
 * e-mail, exports the filter as CSV, sees the stay on the occupancy calendar, reads the month's
 * report and approves the cancellation. The guest's outbox then holds the confirmation (with its
 * PDF invoice) and the approval; the audit log shows the payment and the approval. Screenshots
 * at 375 and 1440 px under test-results/screens/manager-*.png; axe on every screen.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures.ts';
import { PDFParse } from 'pdf-parse';
import { readOutbox, type OutboxMail } from '../helpers/outbox.ts';
import { addRoomOverApi, signUp } from './admin-steps.ts';
import { expectNoSeriousA11yViolations, hasNoSideScroll, hotelDay, signIn, snap } from './helpers.ts';

const stamp = Date.now();
const admin = { email: 'admin@hotel.test', password: 'admin123' };
const guest = { name: `Shirin Manager ${stamp}`, email: `shirin-${stamp}@example.com`, password: 'manager123' };
const reason = `Our plans changed (${stamp}).`;
// Three days out: past the 24-hour cancellation limit, and in a room of its own so nothing collides.
const stay = { checkIn: hotelDay(3), checkOut: hotelDay(5) };
const widths = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
];

/** Screenshots, axe and no sideways scroll at both widths of the screen now open. */
async function checkAtBothWidths(page: Page, screen: string, settled: () => Promise<void>) {
  for (const size of widths) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await settled();
    await expectNoSeriousA11yViolations(page, `${screen} at ${size.width}px`);
    expect(await hasNoSideScroll(page), `${screen} at ${size.width}px scrolls sideways`).toBe(true);
    await snap(page, `manager-${screen}-${size.name}`);
  }
}

/** As the signed-in guest of `page`: holds `roomId`, pays in the sandbox, asks to cancel; returns the ids. */
async function paidStayWithRequest(page: Page, baseURL: string, roomId: string) {
  const headers = { origin: baseURL };
  const booked = await page.request.post('/api/add-bookings', {
    headers,
    data: { roomId, startDate: stay.checkIn, endDate: stay.checkOut },
  });
  expect(booked.status()).toBe(200);
  const { url, tranId } = (await booked.json()) as { url: string; tranId: string };
  await page.goto(url);
  await page.getByRole('button', { name: /^Pay\b/ }).click();
  await expect(page).toHaveURL(/\/payment-success\//);
  const { user } = (await (await page.request.get('/api/auth/get-session')).json()) as { user: { id: string } };
  const bookings = (await (await page.request.get(`/api/my-bookings/${user.id}`)).json()) as Array<{ _id: string; tranId: string }>;
  const bookingId = bookings.find((b) => b.tranId === tranId)!._id;
  const raised = await page.request.post('/api/rais-cancel', { headers, data: { userId: user.id, roomId, bookingId, reason } });
  expect(raised.status()).toBe(200);
  return { tranId, bookingId };
}

/** The guest's e-mails once `count` have arrived (the server's queue sends them). */
async function guestMails(count: number): Promise<OutboxMail[]> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const mine = () => readOutbox(outbox).filter((m) => m.headers.to === guest.email);
  await expect.poll(() => mine().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return mine();
}

test('the manager finds a booking among 500, exports it, sees it booked and reported, approves its cancellation', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, admin.email, admin.password);
  const roomId = await addRoomOverApi(page, baseURL!, `Manager Suite ${stamp}`, 'family-4', 7300);
  const guestContext = await browser.newContext({ baseURL });
  const guestPage = await guestContext.newPage();
  await signUp(guestPage, guest);
  const { tranId, bookingId } = await paidStayWithRequest(guestPage, baseURL!, roomId);
  await guestContext.close();

  // All Bookings: more than 500 before the search, exactly this one after it.
  await page.goto('/dashboard/all-bookings');
  const heading = page.getByRole('heading', { level: 1, name: /^All Bookings/ });
  await expect(heading).toHaveText(/\(\d+\+?\)$/);
  expect(Number((await heading.innerText()).match(/\((\d+)/)![1])).toBeGreaterThan(500);
  await page.getByLabel('Search bookings').fill(guest.email);
  await page.getByLabel('Search bookings').press('Enter');
  await expect(heading).toHaveText('All Bookings (1)');
  expect(new URL(page.url()).searchParams.get('q')).toBe(guest.email);
  await checkAtBothWidths(page, 'bookings-search', async () => {
    await expect(page.getByText(guest.email, { exact: true }).locator('visible=true')).toHaveCount(1);
  });

  // The CSV of the filter: a header and this booking's row only.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  const csv = readFileSync(await download.path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(tranId);
  expect(csv[1]).toContain(guest.email);

  // The occupancy calendar of the stay's month shows it; the stay opens the booking.
  await page.goto(`/dashboard/occupancy?month=${stay.checkIn.slice(0, 7)}`);
  const stayLink = page.getByRole('link', { name: new RegExp(`^${guest.name}, .*, paid stay \\(website\\)$`) });
  await checkAtBothWidths(page, 'occupancy', () => expect(stayLink).toBeVisible());
  await stayLink.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/booking/${bookingId}$`));

  // The month's report (the default range) counts the seeded history and this stay's category.
  await page.goto('/dashboard/reports');
  await checkAtBothWidths(page, 'reports', async () => {
    await expect(page.getByText('Occupancy rate')).toBeVisible();
    await expect(page.getByText('Occupancy per night')).toBeVisible();
  });

  // The request is waiting; the admin approves it with the refund.
  await page.goto('/dashboard/cancelation-requestes');
  const card = page.getByRole('listitem').filter({ hasText: reason });
  await card.getByRole('link', { name: /^Details/ }).click();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('dialog', { name: 'Approve this cancellation?' }).getByRole('button', { name: 'Approve and refund' }).click();
  await expect(page.getByText('Concern Approved !')).toBeVisible();

  // The audit log of the booking shows the payment and the approval.
  await page.goto(`/dashboard/booking/${bookingId}`);
  await page.getByRole('main').getByRole('link', { name: 'Audit log', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/audit-log\\?objectType=booking&objectId=${bookingId}$`));
  await expect(page.getByLabel('Object', { exact: true })).toHaveValue('booking');
  await checkAtBothWidths(page, 'audit-log', async () => {
    const wide = (page.viewportSize()?.width ?? 0) >= 1024;
    const entries = wide ? page.getByRole('table').getByRole('row') : page.getByRole('main').getByRole('listitem');
    // Issue 29: each entry reads as a sentence, naming who did it and their role at the time.
    await expect(entries.filter({ hasText: 'Cancellation approved' })).toHaveCount(1);
    await expect(entries.filter({ hasText: 'Cancellation approved' })).toContainText(/\(owner\) approved the cancellation of booking /);
    await expect(entries.filter({ hasText: 'Payment confirmed' })).toContainText(`The payment gateway confirmed payment of BDT`);
    await expect(entries.filter({ hasText: /Refund accepted/ })).toHaveCount(1);
  });

  // The guest's outbox: the confirmation with its PDF invoice, and the approval with the refund.
  const mails = await guestMails(2);
  const confirmation = mails.find((m) => m.headers.subject?.startsWith('Booking confirmed'));
  const approval = mails.find((m) => m.headers.subject?.startsWith('Cancellation approved'));
  expect(approval?.text).toContain('refunded BDT');
  expect(approval?.text).toContain(tranId);
  expect(confirmation?.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
  const parser = new PDFParse({ data: new Uint8Array(confirmation!.attachments[0].content) });
  try {
    expect((await parser.getText()).text).toContain(tranId);
  } finally {
    await parser.destroy();
  }
});
