/**
 * Physical rooms, blocks and moves in the browser (issue 27): the admin adds a room type with
 * rooms E…1–E…3 and gives it a fourth on Edit Room; a guest books and pays; the admin moves the
 * stay to another room on the booking detail; blocks a free room from the Room Blocks page opened
 * as the tape chart links to it, and is refused over the guest's stay (the message names them);
 * the guest sees the room number on My Bookings. Screens at 1440 and 375 px, axe on each.
 */
import { expect, test, type Page } from './fixtures.ts';
import { bookAndPayAs, roomPicture, signUp } from './admin-steps.ts';
import { expectNoSeriousA11yViolations, hasNoSideScroll, hotelDay, signIn, snap } from './helpers.ts';

const stamp = Date.now();
const tag = `E${String(stamp).slice(-4)}`;
const admin = { email: 'admin@hotel.test', password: 'admin123' };
const guest = { name: `Nadia Islam ${stamp}`, email: `nadia-${stamp}@example.com`, password: 'keepout123' };
const stay = { checkIn: hotelDay(40), checkOut: hotelDay(42) };
const title = `Couple Deluxe ${stamp}`;

/** Adds the room type with rooms `<tag>1`–`<tag>3` over the API (the form's images are admin.spec's). */
async function addRoomType(page: Page, baseURL: string): Promise<string> {
  const headers = { origin: baseURL };
  const picture = await page.request.post('/api/upload', { multipart: { image: await roomPicture(1) }, headers });
  const image = ((await picture.json()) as { data: { display_url: string } }).data.display_url;
  const created = await page.request.post('/api/add-room', {
    headers,
    data: {
      title,
      price: 6100,
      capacity: 2,
      category: 'coupleDeluxe',
      description: 'Sea view.&--&Breakfast.',
      image,
      gallery: Array(5).fill(image),
      facilities: ['Sea view', 'Breakfast'],
      roomNumbers: [`${tag}1`, `${tag}2`, `${tag}3`],
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { _id: string })._id;
}

/** Screens at 1440 px then 375 px (no sideways scroll), axe on both. */
async function snapBoth(page: Page, name: string): Promise<void> {
  // From the top: a full-page shot of a scrolled page draws the sticky menu part-way down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1440, height: 900 });
  await snap(page, `${name}-1440`);
  await expectNoSeriousA11yViolations(page, `${name} 1440`);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await hasNoSideScroll(page), `${name} scrolls sideways at 375 px`).toBe(true);
  await snap(page, `${name}-375`);
  await expectNoSeriousA11yViolations(page, `${name} 375`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('rooms of a type, a move, a block and the room number the guest sees', async ({ page, browser, baseURL }) => {
  await signIn(page, admin.email, admin.password);
  // Add Room offers the type's room numbers (the journey adds its type over the API, below).
  await page.goto('/dashboard/add-room');
  await page.getByRole('textbox', { name: /Room numbers/ }).fill('301, 302, 303');
  await page.getByRole('textbox', { name: /Room numbers/ }).scrollIntoViewIfNeeded();
  await snapBoth(page, 'rooms-add-room-numbers');
  const roomId = await addRoomType(page, baseURL!);

  // Edit Room: the type's rooms; add a fourth, keyboard only.
  await page.goto(`/dashboard/edit-room/${roomId}`);
  const section = page.getByRole('region', { name: 'Physical rooms' });
  await expect(section.getByText(`Room ${tag}3`)).toBeVisible();
  await section.getByLabel('Room number').focus();
  await page.keyboard.type(`${tag}4`);
  await page.keyboard.press('Tab');
  await page.keyboard.type('4');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Room ${tag}4 added`)).toBeVisible();
  await expect(section.getByText(`Room ${tag}4`)).toBeVisible();
  await section.getByRole('button', { name: `Take room ${tag}4 out of service` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Take out of service' }).click();
  await expect(section.getByText(`Room ${tag}4`)).toHaveCount(0);
  await snapBoth(page, 'rooms-edit-physical-rooms');

  // A guest books and pays: the stay gets the lowest free room, <tag>1.
  const guestContext = await browser.newContext({ baseURL });
  const guestPage = await guestContext.newPage();
  await signUp(guestPage, guest);
  await bookAndPayAs(browser, baseURL!, guest, roomId, stay);
  const list = (await (await page.request.get('/api/all-bookings-admin')).json()) as Array<{
    _id: string;
    roomId: string;
    user: { email: string };
  }>;
  const booking = list.find((b) => b.roomId === roomId && b.user.email === guest.email)!;

  // The admin moves it to <tag>2.
  await page.goto(`/dashboard/booking/${booking._id}`);
  await expect(page.getByText(`Room ${tag}1`).first()).toBeVisible();
  await page.getByLabel('Free rooms for this stay').selectOption({ label: `Room ${tag}2` });
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText(`Moved from room ${tag}1 to room ${tag}2`)).toBeVisible();
  await expect(page.getByText(`Room ${tag}2`).first()).toBeVisible();
  await snapBoth(page, 'rooms-booking-move');

  // Room Blocks, opened as the tape chart links to it: room <tag>3 for the stay's nights.
  const rooms = (await (await page.request.get(`/api/admin/rooms/${roomId}/physical-rooms`)).json()) as Array<{
    _id: string;
    number: string;
  }>;
  const idOf = (n: number) => rooms.find((r) => r.number === `${tag}${n}`)!._id;
  await page.goto(`/dashboard/room-blocks?physicalRoomId=${idOf(3)}&startDate=${stay.checkIn}&endDate=${stay.checkOut}`);
  await expect(page.getByRole('combobox', { name: 'Room' })).toHaveValue(idOf(3));
  await page.getByRole('combobox', { name: 'Why' }).selectOption({ label: 'Out of order' });
  await page.getByRole('textbox', { name: 'Reason' }).fill('Air conditioner replaced');
  await page.getByRole('button', { name: 'Block room' }).click();
  await expect(page.getByText(`Room ${tag}3 blocked`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Current and upcoming blocks' })).toContainText('Air conditioner replaced');

  // Over the guest's stay in <tag>2: refused, naming the guest.
  await page.getByRole('combobox', { name: 'Room' }).selectOption(idOf(2));
  await page.getByRole('textbox', { name: 'Reason' }).fill('Painting');
  await page.getByRole('button', { name: 'Block room' }).click();
  await expect(page.locator('#block-form-error')).toContainText(`Room ${tag}2 has stays on those dates`);
  await expect(page.locator('#block-form-error')).toContainText(guest.name);
  await snapBoth(page, 'rooms-blocks');

  // The guest's booking card says which room.
  await guestPage.goto('/dashboard/my-bookings');
  await expect(guestPage.getByText(`Room ${tag}2`)).toBeVisible();
  await snapBoth(guestPage, 'rooms-guest-room-number');
  await guestContext.close();
});
