/**
 * Issue 28's check-in and check-out in a real browser: the admin books a walk-in for tonight at
 * the desk (API, a deposit), opens the booking, checks a foreign guest in with passport and visa
 * on the check-in page, prints the registration card (print media: the app's chrome is hidden),
 * opens the foreign guests register, takes the balance and checks out: the room is dirty.
 * Screens at 1440 and 375 px (test-results/screens/checkinout-*), axe on each.
 */
import { expect, test, type Page } from './fixtures.ts';
import { expectNoSeriousA11yViolations, hasNoSideScroll, hotelDay, signIn, snap } from './helpers.ts';

const stamp = Date.now();
const admin = { email: 'admin@hotel.test', password: 'admin123' };
// Writes through page.request carry the app's origin, as the SPA's own calls do (CSRF check).
const headers = { origin: process.env.E2E_PUBLIC_URL! };

/** Screens at 1440 px then 375 px (no sideways scroll), axe on both. */
async function snapBoth(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1440, height: 900 });
  await snap(page, `checkinout-${name}-1440`);
  await expectNoSeriousA11yViolations(page, `${name} 1440`);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(() => hasNoSideScroll(page), { message: `${name} scrolls sideways at 375 px`, timeout: 3_000 }).toBe(true);
  await snap(page, `checkinout-${name}-375`);
  await expectNoSeriousA11yViolations(page, `${name} 375`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A walk-in paid by a deposit for tonight, in the first room type with a free clean room. */
async function bookTonight(page: Page): Promise<{ bookingId: string; roomNumber: string; balanceDue: number }> {
  const guest = await page.request.post('/api/admin/guests', {
    headers,
    data: { name: `Anna Schmidt ${stamp}`, phone: `018${String(stamp).slice(-8)}` },
  });
  expect(guest.status(), await guest.text()).toBe(200);
  const guestId = ((await guest.json()) as { id: string }).id;
  const types = (await (await page.request.get('/api/all-rooms')).json()) as Array<{ _id: string }>;
  const stay = { startDate: hotelDay(0), endDate: hotelDay(1) };
  for (const type of types) {
    const quote = await page.request.get(`/api/admin/desk-quote?roomId=${type._id}&checkIn=${stay.startDate}&checkOut=${stay.endDate}`);
    if (!quote.ok()) continue;
    const { freeRooms, total } = (await quote.json()) as { freeRooms: Array<{ id: string }>; total: number };
    for (const room of freeRooms) {
      const made = await page.request.post('/api/admin/desk-bookings', {
        headers,
        data: {
          guestId,
          roomId: type._id,
          physicalRoomId: room.id,
          ...stay,
          guests: 1,
          source: 'walk-in',
          payment: { mode: 'deposit', method: 'cash', amountBdt: Math.floor(total / 2) },
        },
      });
      if (!made.ok()) continue;
      const booking = (await made.json()) as { bookingId: string; roomNumber: string; balanceDue: number };
      const view = (await (await page.request.get(`/api/admin/bookings/${booking.bookingId}/check-in`)).json()) as { canCheckIn: boolean };
      if (view.canCheckIn) return booking;
    }
  }
  throw new Error('no free clean room tonight');
}

test('check-in of a foreign guest, the registration card, the foreign guests register, check-out', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, admin.email, admin.password);
  const { bookingId, roomNumber, balanceDue } = await bookTonight(page);

  // The booking detail offers Check in.
  await page.goto(`/dashboard/booking/${bookingId}`);
  await page.getByRole('link', { name: 'Check in' }).click();
  await expect(page.getByRole('heading', { name: 'Check-in' })).toBeVisible();
  await expect(page.getByText(`Room ${roomNumber}`).first()).toBeVisible();

  // The foreigner block appears when the nationality is not Bangladesh.
  await page.getByLabel('Phone (01… or +…)').fill('+4915112345678');
  await page.getByLabel('Address').fill('Hauptstraße 1, Berlin');
  await page.getByLabel('Nationality').selectOption('DE');
  await page.getByLabel('ID type').selectOption('passport');
  await page.getByLabel('ID number').fill('C01X00T47');
  await page.getByLabel('Passport number').fill('C01X00T47');
  await page.getByLabel('Visa type').fill('Tourist');
  await page.getByLabel('Visa number').fill('VBD7788991');
  await page.getByLabel('Arriving from').fill('Kolkata');
  await page.getByLabel('Next destination').fill("Cox's Bazar");
  await page.getByLabel('Purpose of visit').fill('Tourism');
  await snapBoth(page, 'check-in-form');
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Checked in$/ })).toBeVisible();

  // The registration card: the passport number in full; printed without the app's chrome.
  await page.getByRole('link', { name: 'Print registration card' }).click();
  await expect(page.getByText('C01X00T47').first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#dashboard-sidebar')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await snapBoth(page, 'registration-card-print');
  await page.emulateMedia({ media: 'screen' });

  // The foreign guests register lists the guest today.
  await page.goto('/dashboard/foreign-guests');
  const row = page.getByRole('row', { name: new RegExp(`Anna Schmidt ${stamp}`) });
  await expect(row).toContainText('VBD7788991');
  await expect(row).toContainText(roomNumber);
  await snapBoth(page, 'foreign-guests');

  // Check-out: refused while the balance is due, then taken at the desk, then the room is dirty.
  await page.goto(`/dashboard/booking/${bookingId}`);
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'is still due: take the payment first' })).toBeVisible();
  await page.getByLabel(/^Amount/).fill(String(balanceDue));
  await page.getByRole('button', { name: 'Take payment' }).click();
  await expect(page.getByText(/Taken\. Balance due now/)).toBeVisible();
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page.getByText(`Checked out — room ${roomNumber} is now dirty`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Print invoice' })).toBeVisible();
  const view = (await (await page.request.get(`/api/admin/bookings/${bookingId}/check-in`)).json()) as {
    booking: { housekeepingStatus: string; stayStatus: string };
  };
  expect(view.booking).toMatchObject({ housekeepingStatus: 'dirty', stayStatus: 'checked-out' });
});
