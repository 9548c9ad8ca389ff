/** Steps of the admin journey (admin.spec.ts): sign-up, pictures, API set-up, dialogs. */
import { expect, type Browser, type Page, type Response } from '@playwright/test';
import sharp from 'sharp';
import { makePhoto, signIn } from './helpers.ts';

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** Signs up `account` with a photo through the sign-up form. */
export async function signUp(page: Page, account: Account): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await makePhoto() });
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('SignUp Successfull')).toBeVisible();
}

const colours = [
  [190, 120, 60],
  [40, 120, 160],
  [90, 150, 80],
  [160, 70, 90],
  [210, 180, 90],
  [70, 80, 150],
];

/** A distinct real 800×600 PNG per image slot (0 = main, 1–5 = additional), as a file payload. */
export async function roomPicture(slot: number) {
  const [r, g, b] = colours[slot];
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
  return { name: `room-${slot}.png`, mimeType: 'image/png', buffer };
}

/** Fills the Add room form's text fields and category (no images, no facilities). */
export async function fillRoomFields(page: Page, room: { title: string; price: string; description: string }): Promise<void> {
  await page.getByLabel('Title').fill(room.title);
  await page.getByLabel('Price per night').fill(room.price);
  await page.getByLabel('Capacity (guests)').fill('3');
  await page.getByLabel('Category').selectOption({ label: 'Couple Premium' });
  await page.getByLabel('Description').fill(room.description);
}

/** Picks a new PNG for the main image and each of the five additional image slots. */
export async function pickRoomPictures(page: Page): Promise<void> {
  await page.getByLabel('Main image', { exact: true }).setInputFiles(await roomPicture(0));
  for (let slot = 1; slot <= 5; slot++) {
    await page.getByLabel(`Additional image ${slot}`, { exact: true }).setInputFiles(await roomPicture(slot));
  }
}

/** From now on, records every h1 text the page renders (read with `seenHeadings`). */
export async function recordHeadings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenHeadings: string[] }).seenHeadings = seen;
    new MutationObserver(() => {
      for (const h of document.querySelectorAll('h1')) if (!seen.includes(h.textContent ?? '')) seen.push(h.textContent ?? '');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** The h1 texts recorded on the current document. */
export function seenHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings);
}

/** As the signed-in admin of `page`: uploads one picture and adds a room over the API; returns its id. */
export async function addRoomOverApi(page: Page, baseURL: string, title: string, category: string, price: number): Promise<string> {
  const headers = { origin: baseURL };
  const picture = await page.request.post('/api/upload', { multipart: { image: await roomPicture(2) }, headers });
  const imageUrl = ((await picture.json()) as { data: { display_url: string } }).data.display_url;
  const created = await page.request.post('/api/add-room', {
    headers,
    data: {
      title,
      price,
      capacity: 4,
      category,
      description: 'Two rooms and a garden.',
      image: imageUrl,
      gallery: Array(5).fill(imageUrl),
      facilities: ['Garden', 'Two bedrooms'],
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { _id: string })._id;
}

/** `account` books and pays `roomId` through the sandbox, in a browser context of their own. */
export async function bookAndPayAs(
  browser: Browser,
  baseURL: string,
  account: Account,
  roomId: string,
  stay: { checkIn: string; checkOut: string },
): Promise<void> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  const reply = await page.request.post('/api/add-bookings', {
    data: { roomId, startDate: stay.checkIn, endDate: stay.checkOut },
    headers: { origin: baseURL },
  });
  expect(reply.status()).toBe(200);
  await page.goto(((await reply.json()) as { url: string }).url);
  await page.getByRole('button', { name: /^Pay\b/ }).click();
  await expect(page).toHaveURL(/\/payment-success\//);
  await context.close();
}

/** On All Rooms: the archive icon of `title` (the spec's delete icon), then the dialog's "Archive room"; returns the DELETE answer. */
export async function archiveFromAllRooms(page: Page, roomId: string, title: string, onDialog?: () => Promise<void>): Promise<Response> {
  await page.getByRole('button', { name: `Archive ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive this room?' });
  await expect(dialog).toContainText(title);
  await onDialog?.();
  const [reply] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/api/rooms/${roomId}`) && r.request().method() === 'DELETE'),
    dialog.getByRole('button', { name: 'Archive room' }).click(),
  ]);
  await expect(page.getByText(((await reply.json()) as { message: string }).message)).toBeVisible();
  return reply;
}

/** All Rooms' URL, on its first page or another (`?page=N`). */
export const ALL_ROOMS_URL = /\/dashboard\/all-rooms(\?page=\d+)?$/;

/**
 * Opens All Rooms at the page that lists `title`. The list runs oldest first, 24 to a page, and
 * journeys of other files add rooms at the same time: a room a test just added may be past page 1
 * (fresh-clone CI, 2026-11-26: the Edit link waited two minutes on page 1).
 */
export async function gotoAllRoomsPageOf(page: Page, title: string): Promise<void> {
  for (let number = 1; number <= 20; number++) {
    const reply = await page.request.get(`/api/all-rooms?page=${number}&pageSize=24`);
    expect(reply.status(), 'all rooms').toBe(200);
    const { items } = (await reply.json()) as { items: Array<{ title: string }> };
    if (items.some((room) => room.title === title)) {
      await page.goto(number === 1 ? '/dashboard/all-rooms' : `/dashboard/all-rooms?page=${number}`);
      return;
    }
    if (items.length === 0) break;
  }
  throw new Error(`No page of All Rooms lists ${title}`);
}
