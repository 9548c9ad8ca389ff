/**
 * Issue 24, the admin's side in a real browser: "Archive room" says what it does and Archived
 * rooms restores one to sale; a page past the end of a list goes to its last page (or says there
 * is nothing there). Screenshots under test-results/screens/admin24-*.png, at 1440 and 375 px.
 */
import { expect, test, type Page } from './fixtures.ts';
import {
  addRoomOverApi,
  ALL_ROOMS_URL,
  archiveFromAllRooms,
  fillRoomFields,
  gotoAllRoomsPageOf,
  pickRoomPictures,
  roomPicture,
} from './admin-steps.ts';
import { expectNoSeriousA11yViolations, signIn, snap } from './helpers.ts';

const admin = { email: 'admin@hotel.test', password: 'admin123' };
const lists = [
  { path: '/dashboard/all-bookings', pager: 'Booking pages' },
  { path: '/dashboard/all-payments', pager: 'Payment pages' },
  { path: '/dashboard/all-customers', pager: 'Customer pages' },
  { path: '/dashboard/cancelation-requestes', pager: 'Request pages' },
  { path: '/dashboard/audit-log', pager: 'Audit log pages' },
  { path: '/dashboard/all-rooms', pager: 'Room pages' },
];

const stamp = Date.now();
const wide = { width: 1440, height: 900 };
const phone = { width: 375, height: 800 };
const roomCard = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

test.describe.configure({ mode: 'serial' });

test('the admin archives a room, finds it under Archived rooms and restores it to sale', async ({ page, baseURL }) => {
  const title = `Riverside Loft ${stamp}`;
  await signIn(page, admin.email, admin.password);
  const roomId = await addRoomOverApi(page, baseURL!, title, 'family-4', 6100);
  await page.setViewportSize(wide);
  await gotoAllRoomsPageOf(page, title);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  const archived = await archiveFromAllRooms(page, roomId, title, async () => {
    await expect(page.getByRole('dialog')).toContainText('you can restore it from Archived rooms');
    await snap(page, 'admin24-archive-dialog-1440', { fullPage: false });
  });
  expect(archived.status()).toBe(200);
  await expect(roomCard(page, title)).toHaveCount(0);

  await page.getByRole('link', { name: 'Archived rooms' }).click();
  await expect(page).toHaveURL(/\/dashboard\/archived-rooms$/);
  const row = roomCard(page, title);
  await expect(row).toContainText('Family 4');
  await expect(row).toContainText('BDT- 6100/night');
  await snap(page, 'admin24-archived-rooms-1440');
  await page.setViewportSize(phone);
  await snap(page, 'admin24-archived-rooms-375');
  await expectNoSeriousA11yViolations(page, 'archived rooms');

  // By keyboard: Restore is a button in the row.
  await row.getByRole('button', { name: `Restore ${title}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Room restored')).toBeVisible();
  await expect(row).toHaveCount(0);
  await gotoAllRoomsPageOf(page, title);
  await expect(roomCard(page, title)).toBeVisible();
  await page.goto('/rooms');
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
});

test('a half-filled Add Room or Edit Room form asks before it is left, and not after a save', async ({ page, baseURL }) => {
  const title = `Lakeside Nook ${stamp}`;
  await signIn(page, admin.email, admin.password);
  const roomId = await addRoomOverApi(page, baseURL!, title, 'coupleDeluxe', 3300);
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  const leaveDialog = page.getByRole('dialog', { name: 'Leave without saving?' });

  // Untouched, the form lets the admin go without a question.
  await page.setViewportSize(wide);
  await page.goto('/dashboard/add-room');
  await menu.getByRole('link', { name: 'All Rooms' }).click();
  await expect(page).toHaveURL(/\/dashboard\/all-rooms$/);

  await page.goto('/dashboard/add-room');
  await page.getByLabel('Title', { exact: true }).fill('Half a room');
  await menu.getByRole('link', { name: 'All Rooms' }).click();
  await expect(leaveDialog).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/add-room$/);
  await snap(page, 'admin24-leave-dialog-1440', { fullPage: false });
  await expectNoSeriousA11yViolations(page, 'leave without saving dialog');
  // Escape keeps the form as it was.
  await page.keyboard.press('Escape');
  await expect(leaveDialog).toBeHidden();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Half a room');
  // By keyboard: Tab from Stay reaches "Leave without saving", Enter leaves.
  await menu.getByRole('link', { name: 'All Rooms' }).click();
  await leaveDialog.getByRole('button', { name: 'Stay' }).focus();
  await page.keyboard.press('Tab');
  await expect(leaveDialog.getByRole('button', { name: 'Leave without saving' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/all-rooms$/);

  // Edit Room asks too; Stay keeps the change, and a saved edit leaves without a question.
  await gotoAllRoomsPageOf(page, title);
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await page.getByLabel('Title', { exact: true }).fill(`${title} (saved)`);
  await menu.getByRole('link', { name: 'Today' }).click();
  await expect(leaveDialog).toBeVisible();
  await page.setViewportSize(phone);
  await snap(page, 'admin24-leave-dialog-375', { fullPage: false });
  await page.setViewportSize(wide);
  await leaveDialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/edit-room/${roomId}$`));
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`${title} (saved)`);
  await page.getByRole('button', { name: 'Update Room' }).click();
  await expect(page).toHaveURL(/\/dashboard\/all-rooms$/);
  await expect(leaveDialog).toBeHidden();
  await gotoAllRoomsPageOf(page, `${title} (saved)`);
  await expect(page.getByRole('heading', { name: `${title} (saved)` })).toBeVisible();
  await expect(leaveDialog).toBeHidden();

  // Closing the tab with changes asks the browser's own question.
  await page.goto(`/dashboard/edit-room/${roomId}`);
  // A real click and keystroke: browsers ask on unload only after the user has interacted.
  await page.getByLabel('Title', { exact: true }).click();
  await page.keyboard.type('!');
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  await question.accept();
});

test("the browser's Back asks too, even pressed right after typing", async ({ page, baseURL }) => {
  const title = `Backwater Suite ${stamp}`;
  await signIn(page, admin.email, admin.password);
  const roomId = await addRoomOverApi(page, baseURL!, title, 'coupleDeluxe', 3400);
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  const leaveDialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await page.setViewportSize(wide);
  await gotoAllRoomsPageOf(page, title);

  // Add Room from the menu, a title typed, Back at once: held, the form stays.
  await menu.getByRole('link', { name: 'Add Room' }).click();
  await page.getByLabel('Title', { exact: true }).fill('Half a room');
  await page.goBack();
  await expect(leaveDialog).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/add-room$/);
  await leaveDialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Half a room');
  await page.goBack();
  await leaveDialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(ALL_ROOMS_URL);

  // Edit Room: the same, and Forward into it again finds the room as saved.
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await page.getByLabel('Title', { exact: true }).fill(`${title} (not saved)`);
  await page.goBack();
  await expect(leaveDialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/edit-room/${roomId}$`));
  await leaveDialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(ALL_ROOMS_URL);
  await page.goForward();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
});

test('a refused image is named on its slot, the good uploads are kept, and the retry uploads only that one', async ({ page }) => {
  const title = `Garden Court ${stamp}`;
  await signIn(page, admin.email, admin.password);
  await page.setViewportSize(wide);
  await page.goto('/dashboard/add-room');
  await fillRoomFields(page, { title, price: '4200', description: 'Quiet rooms over the garden.' });
  await page.getByLabel('Facility 1', { exact: true }).fill('Garden view');
  await page.getByLabel('Facility 2', { exact: true }).fill('Desk');
  await pickRoomPictures(page);
  // Additional image 3 claims to be a PNG but is not one: the browser takes it, the server refuses it.
  await page
    .getByLabel('Additional image 3', { exact: true })
    .setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/upload') uploads.push(request.url());
  });

  await page.getByRole('button', { name: 'Add Room' }).click();
  const toastText = page.getByRole('status').filter({ hasText: 'Additional image 3:' });
  await expect(toastText).toBeVisible();
  const slot3 = page.getByLabel('Additional image 3', { exact: true });
  await expect(slot3).toHaveAttribute('aria-invalid', 'true');
  await expect(slot3).toHaveAccessibleDescription(/.+/);
  const serverMessage = (await toastText.innerText()).split('Additional image 3:')[1].trim();
  await expect(page.getByText(serverMessage, { exact: true }).first()).toBeVisible();
  expect(uploads).toHaveLength(6);
  await expect(page).toHaveURL(/\/dashboard\/add-room$/);
  // The five good ones now show their uploaded images; only slot 3 is marked.
  for (const label of ['Main image', 'Additional image 1', 'Additional image 5']) {
    await expect(page.getByLabel(label, { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  }
  await slot3.scrollIntoViewIfNeeded();
  await snap(page, 'admin24-refused-image-1440', { fullPage: false });
  await page.setViewportSize(phone);
  await slot3.scrollIntoViewIfNeeded();
  await snap(page, 'admin24-refused-image-375', { fullPage: false });
  await expectNoSeriousA11yViolations(page, 'add room with a refused image');
  await page.setViewportSize(wide);

  // A real picture for slot 3: its mark goes, and saving uploads that one file only.
  await slot3.setInputFiles(await roomPicture(3));
  await expect(slot3).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Add Room' }).click();
  await expect(page).toHaveURL(/\/dashboard\/all-rooms$/);
  expect(uploads).toHaveLength(7);
  await gotoAllRoomsPageOf(page, title);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('?page=999 on every admin list shows its last page, not a blank one', async ({ page }) => {
  await signIn(page, admin.email, admin.password);
  for (const [list, width] of lists.flatMap((l) => [[l, 1440] as const, [l, 375] as const])) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${list.path}?page=999`);
    const pager = page.getByRole('navigation', { name: list.pager });
    const empty = page.getByRole('heading', { level: 2 }).filter({ hasText: /^No / });
    await expect(pager.or(empty), list.path).toBeVisible();
    if (await pager.isVisible()) {
      await expect(pager.getByText(/^Page (\d+) of \1\+?$/), list.path).toBeVisible();
      const shown = (await pager.getByText(/^Page /).textContent())!.match(/^Page (\d+)/)![1];
      await expect(page).toHaveURL(new RegExp(`[?&]page=${shown}(&|$)`));
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/\(0\)/);
    }
    await snap(page, `admin24-past-end-${list.path.split('/').pop()}-${width}`);
  }
  await expectNoSeriousA11yViolations(page, 'audit log, last page');
});
