/**
 * Issue 24 "What a clerk, a guest and an attacker found", the guest's side: a typed date drops
 * the checked total at once; a 401 mid-session signs in again back to the room with its dates;
 * My Profile shows a long name and e-mail whole from 320 px; the search shows dd-mm-yyyy dates;
 * and the smaller points. Screenshots at 375 and 1440 px.
 */
import { expect, test } from './fixtures.ts';
import {
  bookAndPay,
  dayMonthYear,
  enterDate,
  freeStayOf,
  expectNoSeriousA11yViolations,
  hotelDay,
  openRoomOfCategory,
  signIn,
  snap,
  waitForApp,
} from './helpers.ts';
import { GUEST, OTHER_GUEST, raiseAndResolve } from './guest-states-steps.ts';

// Far ahead, clear of the other journeys' stays, inside the 730-day booking window.
const offset = 560 + Math.floor(Math.random() * 60);
const viewport = (width: number) => ({ width, height: width < 800 ? 812 : 900 });

for (const width of [375, 1440]) {
  test(`typing another check-out drops the total and Reserve at once, before the guest settles (${width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport(width));
    await signIn(page, 'guest@hotel.test', 'guest123');
    await openRoomOfCategory(page, 'Single Deluxe');
    await enterDate(page, 'Check In', hotelDay(offset));
    await enterDate(page, 'Check Out', hotelDay(offset + 2));
    await page.getByRole('button', { name: 'Check Availability' }).click();
    const reserve = page.getByRole('button', { name: 'Reserve' });
    await expect(reserve).toBeVisible();
    await expect(page.getByText(/^2 nights × BDT [\d,]+$/)).toBeVisible();

    const checkOut = page.getByLabel('Check Out', { exact: true });
    await checkOut.fill(dayMonthYear(hotelDay(offset + 4)));
    // Tab moves to the field's own clear button: the guest has not settled yet, yet the old
    // total must not stand beside the new date.
    await checkOut.press('Tab');
    await expect(page.getByRole('button', { name: 'Clear Check Out date' })).toBeFocused();
    await expect(reserve).toHaveCount(0);
    await expect(page.getByText('Total: BDT 0')).toBeVisible();
    await expect(page.getByText(/^\d+ nights? × BDT [\d,]+$/)).toHaveCount(0);
    await snap(page, `i24-date-panel-typed-${width}`);
    await expectNoSeriousA11yViolations(page, `date panel while typing ${width}`);

    // Settling and checking again prices the new stay.
    await page.getByRole('button', { name: 'Check Availability' }).click();
    await expect(page.getByText(/^4 nights × BDT [\d,]+$/)).toBeVisible();
    await expect(reserve).toBeVisible();
  });
}

test('a 401 mid-session: signing in again goes back to the room with its dates (spec §2)', async ({ page, context }) => {
  await page.setViewportSize(viewport(1440));
  await signIn(page, 'guest@hotel.test', 'guest123');
  const room = await openRoomOfCategory(page, 'Single Deluxe');
  await enterDate(page, 'Check In', hotelDay(offset + 10));
  await enterDate(page, 'Check Out', hotelDay(offset + 13));
  // The session ends behind the guest's back (expired, or signed out in another tab).
  await context.clearCookies();
  await page.getByRole('button', { name: 'Check Availability' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill('guest@hotel.test');
  await page.getByLabel('Password').fill('guest123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/room/${room.id}\\?`));
  await expect(page.getByRole('heading', { level: 1, name: room.title })).toBeVisible();
  await expect(page.getByLabel('Check In', { exact: true })).toHaveValue(dayMonthYear(hotelDay(offset + 10)));
  await expect(page.getByLabel('Check Out', { exact: true })).toHaveValue(dayMonthYear(hotelDay(offset + 13)));
  await page.getByRole('button', { name: 'Check Availability' }).click();
  await expect(page.getByText(/^3 nights × BDT [\d,]+$/)).toBeVisible();
  await snap(page, 'i24-back-to-room-after-401-1440');
  await waitForApp(page);
});

const longName = 'Shahriar-Mohammad-Abdullah-Al-Mamun-Chowdhury-Talukder';
const longEmail = () => `shahriar.mohammad.abdullah.${Date.now()}@a-rather-long-mail-domain.example.com`;

/**
 * Where the text of `locator` ends against the viewport or the nearest box that clips it (the
 * profile card hides what overflows it, so the page's own overflow check missed the cut-off
 * text), and whether it is cut inside its own box.
 */
function textFit(locator: import('@playwright/test').Locator) {
  return locator.evaluate((el) => {
    let limit = window.innerWidth;
    for (let box = el.parentElement; box; box = box.parentElement) {
      if (getComputedStyle(box).overflowX !== 'visible') limit = Math.min(limit, box.getBoundingClientRect().right);
    }
    return { right: el.getBoundingClientRect().right, limit, isClipped: el.scrollWidth > el.clientWidth + 1 };
  });
}

for (const width of [320, 375, 1440]) {
  test(`My Profile shows a long name and e-mail whole (${width} px)`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport(width));
    const email = longEmail();
    const created = await page.request.post('/api/auth/sign-up/email', {
      data: { name: longName, email, password: 'secret123' },
      headers: { origin: baseURL! },
    });
    expect(created.ok()).toBe(true);
    await page.goto('/dashboard/my-profile');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    for (const text of [longName, email]) {
      const shown = main.getByText(text, { exact: true });
      await expect(shown.first()).toBeVisible();
      for (const element of await shown.all()) {
        const fit = await textFit(element);
        expect(fit.isClipped, `${text} is cut off in its box`).toBe(false);
        expect(fit.right, `${text} ends inside the ${width} px screen and its card`).toBeLessThanOrEqual(fit.limit + 0.5);
      }
    }
    await snap(page, `i24-my-profile-long-${width}`);
    await expectNoSeriousA11yViolations(page, `my profile long name ${width}`);
  });
}

for (const width of [375, 1440]) {
  test(`the search shows its dates as dd-mm-yyyy, as the "rooms free for" line does, server-rendered too (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport(width));
    const checkIn = hotelDay(offset + 30);
    const checkOut = hotelDay(offset + 32);
    const url = `/rooms?checkIn=${checkIn}&checkOut=${checkOut}`;
    // The server's render (before any script runs) already shows the app's format.
    const html = await (await page.request.get(url)).text();
    expect(html).toContain(`value="${dayMonthYear(checkIn)}"`);
    expect(html).toContain(`value="${dayMonthYear(checkOut)}"`);

    await page.goto(url);
    await waitForApp(page);
    const form = page.getByRole('search');
    await expect(form.getByLabel('Check In', { exact: true })).toHaveValue(dayMonthYear(checkIn));
    await expect(form.getByLabel('Check Out', { exact: true })).toHaveValue(dayMonthYear(checkOut));
    await expect(page.getByText(new RegExp(`free for\\s+${dayMonthYear(checkIn)}`))).toBeVisible();
    await snap(page, `i24-search-dates-${width}`);

    // Typing another stay by keyboard, or choosing it in the calendar, searches it.
    await form.getByLabel('Check Out', { exact: true }).fill(dayMonthYear(hotelDay(offset + 33)));
    await form.getByLabel('Check Out', { exact: true }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`checkOut=${hotelDay(offset + 33)}`));
    await form.getByRole('button', { name: 'Choose Check In date' }).click();
    const calendar = page.getByRole('dialog', { name: 'Check In calendar' });
    await expect(calendar).toBeVisible();
    await snap(page, `i24-search-calendar-${width}`, { fullPage: false });
    await expectNoSeriousA11yViolations(page, `search calendar ${width}`);
    await page.keyboard.press('Escape');
    await expect(calendar).toHaveCount(0);
  });
}

test('Guests offers 1 to the most any room sleeps, no more (the server says how many)', async ({ page }) => {
  const { maxGuests } = (await (await page.request.get('/api/booking-limits')).json()) as { maxGuests: number };
  expect(maxGuests).toBe(6);
  await page.goto('/rooms');
  await waitForApp(page);
  const guests = page.getByRole('search').getByLabel('Guests');
  await expect(guests.locator('option')).toHaveText(['Any', '1 guest', '2 guests', '3 guests', '4 guests', '5 guests', '6 guests']);
});

for (const width of [375, 1440]) {
  test(`"Payment Failed" says plainly that no money was taken (${width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport(width));
    await signIn(page, 'guest@hotel.test', 'guest123');
    const room = await openRoomOfCategory(page, 'Family 6');
    await page.goto(`/room/${room.id}?errorMsg=Payment-Failed`);
    const overlay = page.getByRole('alertdialog');
    await expect(overlay.getByText('Payment Failed', { exact: true })).toBeVisible();
    await expect(overlay.getByText('No money was taken: the payment did not go through. You can try again.')).toBeVisible();
    await snap(page, `i24-payment-failed-${width}`, { fullPage: false });
    await expectNoSeriousA11yViolations(page, `payment failed ${width}`);
  });
}

for (const width of [375, 1440]) {
  test(`My Bookings lists the coming stays first, soonest on top, then past stays most recent first (${width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport(width));
    await signIn(page, 'guest@hotel.test', 'guest123');
    await page.goto('/dashboard/my-bookings');
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards.first()).toBeVisible();
    const stays = (await cards.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''))).map((label) => {
      const [checkIn, checkOut] = [...label.matchAll(/(\d{2})-(\d{2})-(\d{4})/g)].map(([, d, m, y]) => `${y}-${m}-${d}`);
      return { checkIn, checkOut };
    });
    expect(stays.length).toBeGreaterThan(1);
    const today = hotelDay(0);
    const coming = stays.filter((s) => s.checkOut >= today);
    const past = stays.filter((s) => s.checkOut < today);
    const byCheckIn = (a: { checkIn: string }, b: { checkIn: string }) => a.checkIn.localeCompare(b.checkIn);
    expect(stays).toEqual([...[...coming].sort(byCheckIn), ...[...past].sort(byCheckIn).reverse()]);
    await snap(page, `i24-my-bookings-order-${width}`, { fullPage: false });
  });
}

for (const width of [375, 1440]) {
  test(`arrow keys on the review stars choose a rating, as in any radio group (${width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport(width));
    await signIn(page, 'guest@hotel.test', 'guest123');
    await page.goto('/dashboard/my-bookings');
    await page.getByRole('button', { name: 'Review', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Review your stay' });
    await expect(dialog).toBeVisible();
    const stars = dialog.getByRole('radio');
    await stars.first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: '4 stars, very good' })).toBeFocused();
    await expect(dialog.getByRole('radio', { name: '4 stars, very good' })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('radio', { name: '3 stars, good' })).toHaveAttribute('aria-checked', 'true');
    await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
    await snap(page, `i24-review-stars-keys-${width}`, { fullPage: false });
    await expectNoSeriousA11yViolations(page, `review dialog stars ${width}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
}

// Issue 24 point 6: "the test-payment badge and 'Refunded' each appear twice on one card".
test('a refunded test payment says "Test payment" and "Refunded" once each, on the success page, the payment card and its details', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(viewport(1440));
  await signIn(page, GUEST.email, GUEST.password);
  const room = await openRoomOfCategory(page, 'Family 4');
  const stay = await freeStayOf(page, room.id, offset + 30);
  const tranId = await bookAndPay(page, stay.checkIn, stay.checkOut);
  await expect(page.getByText(/Test payment/)).toHaveCount(1);
  await raiseAndResolve(page, browser, tranId, 'approve');

  await page.goto('/dashboard/my-payments');
  const card = page.getByRole('listitem').filter({ hasText: tranId });
  await expect(card.getByText(/Test payment/)).toHaveCount(1);
  await expect(card.getByText(/^Refunded$/)).toHaveCount(1);
  await card.getByRole('button', { name: 'Payment Details' }).click();
  const details = page.getByRole('dialog', { name: 'Payment Details' });
  await expect(details.getByText(/Test payment/)).toHaveCount(1);
  await expect(details.getByText(/^Refunded$/)).toHaveCount(1);
  for (const width of [375, 1440]) {
    await page.setViewportSize(viewport(width));
    await snap(page, `i24-refunded-test-payment-details-${width}`, { fullPage: false });
    await expectNoSeriousA11yViolations(page, `refunded test payment details ${width}`);
  }
});

// Issue 24 point 6: "the calendar calls the guest's own booking 'Taken by another guest'".
test('the calendar marks the guest\'s own stay "Your booking" and another guest\'s "Taken by another guest"', async ({
  page,
  browser,
  baseURL,
}) => {
  let start = offset + 40;
  // One month view shows the whole stay and the check-in three days before it.
  while (Number(hotelDay(start).slice(8)) < 4 || Number(hotelDay(start).slice(8)) > 20) start += 1;
  const stay = [hotelDay(start), hotelDay(start + 1), hotelDay(start + 2)];
  await signIn(page, GUEST.email, GUEST.password);
  const room = await openRoomOfCategory(page, 'Couple Deluxe');
  await bookAndPay(page, stay[0], stay[2]);

  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await signIn(other, OTHER_GUEST.email, OTHER_GUEST.password);
  for (const [viewer, name, legend, absent] of [
    [page, /, your booking$/, 'Your booking', 'Taken by another guest'],
    [other, /, taken$/, 'Taken by another guest', 'Your booking'],
  ] as const) {
    for (const width of [375, 1440]) {
      await viewer.setViewportSize(viewport(width));
      await viewer.goto(`/room/${room.id}`);
      await waitForApp(viewer);
      await enterDate(viewer, 'Check In', hotelDay(start - 3));
      await viewer.getByRole('button', { name: 'Choose Check Out date' }).click();
      const dialog = viewer.getByRole('dialog', { name: 'Check Out calendar' });
      for (const iso of stay) {
        const cell = dialog.locator(`[data-day="${iso}"] button`);
        await expect(cell).toBeDisabled();
        await expect(cell).toHaveAccessibleName(name);
      }
      await expect(dialog.getByText(legend)).toBeVisible();
      await expect(dialog.getByText(absent)).toHaveCount(0);
      await snap(viewer, `i24-calendar-${viewer === page ? 'own' : 'other'}-${width}`, { fullPage: false });
      await expectNoSeriousA11yViolations(viewer, `calendar ${viewer === page ? 'own' : 'other'} ${width}`);
    }
  }
  await context.close();
});

// Issue 24 point 6: "moving the check-in after the check-out can silently stretch a stay to 7
// nights": a 2-night stay moved five days on by typing (or picking) the new check-in first kept
// the old check-in, so the new check-out made it 7 nights without a word.
for (const width of [375, 1440]) {
  test(`moving a stay's check-in past its check-out empties the check-out and says so, never stretching the stay (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport(width));
    let start = offset + 50;
    // One month view holds the whole walk (start to start + 12).
    while (Number(hotelDay(start).slice(8)) > 14) start += 1;
    await signIn(page, GUEST.email, GUEST.password);
    await openRoomOfCategory(page, 'Single Deluxe');
    const checkIn = page.getByLabel('Check In', { exact: true });
    const checkOut = page.getByLabel('Check Out', { exact: true });
    const nightsLine = /^\d+ nights? × BDT [\d,]+$/;

    // By typing.
    await enterDate(page, 'Check In', hotelDay(start));
    await enterDate(page, 'Check Out', hotelDay(start + 2));
    await enterDate(page, 'Check In', hotelDay(start + 5));
    await expect(page.getByText("Check 'Check-Out' Date")).toBeVisible();
    await expect(checkIn).toHaveValue(dayMonthYear(hotelDay(start + 5)));
    await expect(checkOut).toHaveValue('');
    await snap(page, `i24-check-in-past-check-out-${width}`, { fullPage: false });
    await expectNoSeriousA11yViolations(page, `check-in moved past check-out ${width}`);
    await enterDate(page, 'Check Out', hotelDay(start + 7));
    await page.getByRole('button', { name: 'Check Availability' }).click();
    await expect(page.getByText(nightsLine)).toHaveText(/^2 nights × /);

    // Typed and not settled, then Check Availability: never the old stay priced in silence.
    await checkIn.fill(dayMonthYear(hotelDay(start + 8)));
    await page.getByRole('button', { name: 'Check Availability' }).click();
    await expect(checkOut).toHaveValue('');
    await expect(page.getByText('Please select check-out date!')).toBeVisible();
    await expect(page.getByText(nightsLine)).toHaveCount(0);

    // By picking in the calendars: from start + 8 – start + 9 to start + 10 – start + 12.
    await enterDate(page, 'Check Out', hotelDay(start + 9));
    await page.getByRole('button', { name: 'Choose Check In date' }).click();
    await page
      .getByRole('dialog', { name: /^Check In calendar/ })
      .locator(`[data-day="${hotelDay(start + 10)}"] button`)
      .click();
    await expect(page.getByText("Check 'Check-Out' Date")).toBeVisible();
    await expect(checkIn).toHaveValue(dayMonthYear(hotelDay(start + 10)));
    await expect(checkOut).toHaveValue('');
    await page.getByRole('button', { name: 'Choose Check Out date' }).click();
    await page
      .getByRole('dialog', { name: /^Check Out calendar/ })
      .locator(`[data-day="${hotelDay(start + 12)}"] button`)
      .click();
    await page.getByRole('button', { name: 'Check Availability' }).click();
    await expect(page.getByText(nightsLine)).toHaveText(/^2 nights × /);
  });
}

test('Escape closes a calendar still loading its module (focus is still on its button)', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/calendar-popover-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/rooms');
  await waitForApp(page);
  const form = page.getByRole('search');
  await form.getByRole('button', { name: 'Choose Check In date' }).click();
  const calendar = page.getByRole('dialog', { name: 'Check In calendar' });
  await expect(calendar.getByLabel('Loading calendar')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
  release();
});
