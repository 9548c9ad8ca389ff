/**
 * The admin's journey of issue #3 in a real browser: a guest is kept out of the admin pages;
 * the admin adds a room with six uploaded images (a blank facility and a rejected attempt
 * first), finds it in All Rooms and on /rooms, edits its price, archives it, is refused
 * archiving a room with an upcoming paid stay, reads All Bookings and All Payments (both
 * modals) and promotes the guest. Screenshots under test-results/screens/admin-*.png.
 */
import { expect, test, type Page } from './fixtures.ts';
import {
  addRoomOverApi,
  bookAndPayAs,
  archiveFromAllRooms,
  fillRoomFields,
  gotoAllRoomsPageOf,
  pickRoomPictures,
  recordHeadings,
  seenHeadings,
  signUp,
} from './admin-steps.ts';
import { expectNoSeriousA11yViolations, hotelDay, signIn, snap } from './helpers.ts';

const stamp = Date.now();
const admin = { email: 'admin@hotel.test', password: 'admin123' };
const guest = { name: `Tahmid Rahman ${stamp}`, email: `tahmid-${stamp}@example.com`, password: 'keepout123' };
const paragraphs = ['Wake up above the city.', 'A king bed, a rain shower and a view to the river.'];
const room = { id: '', title: `Skyline Suite ${stamp}`, price: '4321', newPrice: '5555', description: paragraphs.join(' &--& ') };
const bookedRoom = { id: '', title: `Garden Family Room ${stamp}` };
// Far beyond the other journeys' dates, on a room only this spec books.
const stay = { checkIn: hotelDay(320), checkOut: hotelDay(322) };
const dmy = (iso: string) => iso.split('-').reverse().join('-');
const adminPages = ['all-customers', 'all-bookings', 'all-payments', 'add-room', 'all-rooms', 'edit-room/any', 'cancelation-requestes'];
const adminCalls = /\/api\/(all-users|all-bookings-admin|all-payments-admin|make-admin|add-room|edit-room|cancelation-reqs)/;
const adminHeadings = ['All Customers', 'All Bookings', 'All Payments', 'Add Room', 'All Rooms', 'Edit Room', 'Cancelation Requests'];
const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
const roomCard = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
const tableRow = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const uploadsOf = (page: Page) => {
  const uploads: string[] = [];
  page.on('request', (request) => void (request.url().endsWith('/api/upload') && uploads.push(request.url())));
  return uploads;
};

test.describe.configure({ mode: 'serial' });

test('a guest who types an admin address lands on their own profile; no admin data is requested or shown', async ({ page }) => {
  await recordHeadings(page);
  const calls: string[] = [];
  page.on('request', (request) => void (adminCalls.test(request.url()) && calls.push(request.url())));
  await signUp(page, guest);

  for (const path of adminPages) {
    await page.goto(`/dashboard/${path}`);
    await expect(page).toHaveURL(/\/dashboard\/my-profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    expect(
      (await seenHeadings(page)).filter((h) => adminHeadings.some((a) => h.startsWith(a))),
      path,
    ).toEqual([]);
  }
  await expect(menu(page).getByRole('link', { name: 'My Bookings' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'All Customers' })).toHaveCount(0);
  await snap(page, 'admin-guest-kept-out');

  // all-users is an alias of all-customers: a guest still lands on their own profile.
  await page.goto('/dashboard/all-users');
  await expect(page).toHaveURL(/\/dashboard\/my-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  expect((await seenHeadings(page)).filter((h) => adminHeadings.some((a) => h.startsWith(a)))).toEqual([]);
  expect(calls).toEqual([]);
  expect((await page.request.get('/api/all-users')).status()).toBe(403);
});

test('the admin adds a room with six uploaded images after the form refuses what docs/product/rules.md#rooms refuses', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, admin.email, admin.password);
  await page.goto('/dashboard/my-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Profile' })).toBeVisible();
  await expect(menu(page).getByRole('link')).toHaveText([
    'Today',
    'New booking',
    'Admin Profile',
    'All Customers',
    'All Bookings',
    'All Payments',
    'Add Room',
    'All Rooms',
    'Cancelation Requests',
    'Occupancy',
    'Room Blocks',
    'Housekeeping',
    'Reports',
    'Audit Log',
    'Staff',
    'Cash Close',
    'Guests',
    'Abandoned Checkouts',
  ]);
  await menu(page).getByRole('link', { name: 'Add Room' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Room' })).toBeVisible();
  await snap(page, 'admin-add-room');
  await expectNoSeriousA11yViolations(page, 'add room');

  // An empty form shows every rule at its field, verbatim.
  await page.getByRole('button', { name: 'Add Room' }).click();
  for (const message of [
    'Title is required',
    'Main Image Missing',
    'Additional Image(s) Missing',
    'Add Atleast Two Features',
    'Category is required',
    'Description is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await snap(page, 'admin-add-room-errors');
  await expectNoSeriousA11yViolations(page, 'add room with errors');

  await fillRoomFields(page, room);
  await expect(page.getByTestId('description-preview').locator('p')).toHaveText(paragraphs);
  // Only image files are taken.
  await page
    .getByLabel('Main image', { exact: true })
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(page.getByText('Please choose an image file')).toBeVisible();
  await pickRoomPictures(page);
  await expect(page.getByText('Please choose an image file')).toBeHidden();
  await expect(page.getByRole('img', { name: 'Main image preview' })).toBeVisible();
  await expect(page.getByText('Main Image Missing')).toBeHidden();
  await expect(page.getByText('Additional Image(s) Missing')).toBeHidden();

  // One real facility and a blank one are not enough; nothing is uploaded for a refused form.
  await page.getByLabel('Facility 1', { exact: true }).fill('River view');
  await page.getByLabel('Facility 2', { exact: true }).fill('   ');
  const uploads = uploadsOf(page);
  await page.getByRole('button', { name: 'Add Room' }).click();
  await expect(page.getByText('Add Atleast Two Features')).toBeVisible();
  expect(uploads).toEqual([]);

  await page.getByRole('button', { name: 'Add facility' }).click();
  await expect(page.getByLabel('Facility 3', { exact: true })).toBeFocused();
  await page.keyboard.type('King bed');
  await page.getByRole('button', { name: 'Add facility' }).click();
  await page.getByLabel('Facility 4', { exact: true }).fill('Breakfast');
  await page.getByRole('button', { name: 'Remove facility 4' }).click();
  await expect(page.getByLabel('Facility 4', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Add Atleast Two Features')).toBeHidden();

  // Slow the uploads a little so the progress can be seen.
  await page.route('**/api/upload', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 250));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Add Room' }).click();
  await expect(page.getByText(/Uploading images… \d of 6/)).toBeVisible();
  await expect(page.getByText('Room Added Successfully!')).toBeVisible({ timeout: 30_000 });
  expect(uploads).toHaveLength(6);

  await expect(page).toHaveURL(/\/dashboard\/all-rooms$/);
  await gotoAllRoomsPageOf(page, room.title);
  const card = roomCard(page, room.title);
  await expect(card).toContainText(`BDT- ${room.price}/night`);
  await expect(card).toContainText('Couple Premium');
  const image = card.getByRole('img', { name: room.title });
  await expect(image).toHaveAttribute('src', /\/uploads\//);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  room.id = (await card.getByRole('link', { name: /^View/ }).getAttribute('href'))!.split('/').pop()!;
  await expect(card.getByRole('link', { name: /^Edit/ })).toHaveAttribute('href', `/dashboard/edit-room/${room.id}`);
  await snap(page, 'admin-all-rooms');
  await expectNoSeriousA11yViolations(page, 'all rooms');
  await page.goto('/rooms');
  await expect(page.getByRole('link', { name: new RegExp(room.title) })).toContainText(`BDT- ${room.price}/night`);
});

test("the admin edits the room's price (seen on /rooms) and archives it (gone from /rooms)", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, admin.email, admin.password);
  await gotoAllRoomsPageOf(page, room.title);
  await roomCard(page, room.title).getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Room' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(room.title);
  await expect(page.getByLabel('Category')).toHaveValue('couplePremium');
  await expect(page.getByLabel('Facility 2', { exact: true })).toHaveValue('King bed');
  await expect(page.getByRole('img', { name: 'Additional image 5 preview' })).toHaveAttribute('src', /\/uploads\//);
  await page.getByLabel('Price per night').fill(room.newPrice);
  await snap(page, 'admin-edit-room');
  await expectNoSeriousA11yViolations(page, 'edit room');
  const uploads = uploadsOf(page);
  await page.getByRole('button', { name: 'Update Room' }).click();
  await expect(page.getByText('Room Added Successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/all-rooms$/);
  expect(uploads).toEqual([]);
  await gotoAllRoomsPageOf(page, room.title);
  await expect(roomCard(page, room.title)).toContainText(`BDT- ${room.newPrice}/night`);
  await page.goto('/rooms');
  await expect(page.getByRole('link', { name: new RegExp(room.title) })).toContainText(`BDT- ${room.newPrice}/night`);

  await gotoAllRoomsPageOf(page, room.title);
  const archived = await archiveFromAllRooms(page, room.id, room.title, async () => {
    await snap(page, 'admin-archive-dialog', { fullPage: false });
    await expectNoSeriousA11yViolations(page, 'archive dialog');
  });
  expect(archived.status()).toBe(200);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(roomCard(page, room.title)).toHaveCount(0);
  await page.goto('/rooms');
  await expect(page.locator('a[href^="/room/"]').first()).toBeVisible();
  await expect(page.getByText(room.title)).toHaveCount(0);
});

test('a room with an upcoming paid stay cannot be archived; the admin reads bookings and payments', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await signIn(page, admin.email, admin.password);
  bookedRoom.id = await addRoomOverApi(page, baseURL!, bookedRoom.title, 'family-4', 3200);
  await bookAndPayAs(browser, baseURL!, guest, bookedRoom.id, stay);

  await gotoAllRoomsPageOf(page, bookedRoom.title);
  expect((await archiveFromAllRooms(page, bookedRoom.id, bookedRoom.title)).status()).toBe(409);
  await expect(roomCard(page, bookedRoom.title)).toHaveCount(1);

  await menu(page).getByRole('link', { name: 'All Bookings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^All Bookings \(\d+\)$/ })).toBeVisible();
  // Wide screens show a table (issue #13); phones show the cards.
  const booking = tableRow(page, bookedRoom.title);
  await expect(booking).toContainText(guest.name);
  await expect(booking).toContainText(dmy(stay.checkIn));
  await expect(booking).toContainText(dmy(stay.checkOut));
  await expect(booking).toContainText('Will Enjoy');
  await expect(booking).toContainText(/paid/i);
  await expect(page.getByText('Enjoyed', { exact: true }).first()).toBeVisible();
  await snap(page, 'admin-all-bookings');
  await expectNoSeriousA11yViolations(page, 'all bookings');

  await menu(page).getByRole('link', { name: 'All Payments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^All Payments \(\d+\)$/ })).toBeVisible();
  const payment = tableRow(page, bookedRoom.title);
  await expect(payment).toContainText(guest.email);
  await expect(payment).toContainText('BDT 6,400');
  await snap(page, 'admin-all-payments');
  await expectNoSeriousA11yViolations(page, 'all payments');

  await payment.getByRole('button', { name: 'Booking Details' }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details).toContainText(dmy(stay.checkOut));
  await expect(details).toContainText(guest.email);
  await snap(page, 'admin-booking-details', { fullPage: false });
  await expectNoSeriousA11yViolations(page, 'booking details modal');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  await payment.getByRole('button', { name: 'Payment Details' }).click();
  const invoice = page.getByRole('dialog', { name: 'Payment Details' });
  await expect(invoice).toContainText('Thank you for choosing us!');
  // Addressed to the guest who paid, not to the admin reading it.
  await expect(invoice).toContainText(guest.name);
  await expect(invoice).toContainText(guest.email);
  await expect(invoice.getByRole('button', { name: 'Download' })).toBeVisible();
  await snap(page, 'admin-payment-details', { fullPage: false });
  await expectNoSeriousA11yViolations(page, 'payment details modal');
  await invoice.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(invoice).toBeHidden();
});

test('the admin makes the guest an admin from All Customers', async ({ page }) => {
  await signIn(page, admin.email, admin.password);
  await page.goto('/dashboard/all-customers');
  await expect(page.getByRole('heading', { level: 1, name: /^All Customers \(\d+\)$/ })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: guest.email });
  await expect(row).toContainText('Guest');
  await expect(page.getByRole('row').filter({ hasText: admin.email }).getByRole('button')).toHaveCount(0);
  await snap(page, 'admin-all-customers');
  await expectNoSeriousA11yViolations(page, 'all customers');

  await row.getByRole('button', { name: /Make Admin/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Make this user an admin?' });
  await expect(dialog).toContainText(guest.name);
  await dialog.getByRole('button', { name: 'Make Admin' }).click();
  await expect(page.getByText(`${guest.name} made Admin`)).toBeVisible();
  await expect(row).toContainText('Admin');
  await expect(row.getByRole('button', { name: /Make Admin/ })).toHaveCount(0);
});

test('every admin screen fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, admin.email, admin.password);
  const paths = ['all-customers', 'all-bookings', 'all-payments', 'add-room', 'all-rooms', `edit-room/${bookedRoom.id}`];
  for (const [index, path] of paths.entries()) {
    await page.goto(`/dashboard/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${adminHeadings[index]}`) })).toBeVisible();
    await expect(page.locator('[role="status"] .loading')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path} scrolls sideways`).toBe(true);
    await snap(page, `admin-${path.split('/')[0]}-375`);
  }
  await page.goto('/dashboard/all-customers');
  await expect(page.getByRole('listitem').filter({ hasText: guest.email })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'all customers 375');
});
