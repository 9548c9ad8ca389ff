/**
 * Issue 11 (LCP of the room page): a signed-in guest's room page comes with the guest's record
 * and the room in its shell (server modules/web-pages/room-page-shell.ts), so the room paints without
 * waiting for the session check, the user record and the room, one after another. The session
 * check still decides: a shell whose session better-auth no longer knows ends at the login.
 */
import { expect, test } from './fixtures.ts';
import { signIn } from './helpers.ts';

test('a room page opened directly paints from its shell while the session check is held back', async ({ page, request }) => {
  const rooms = (await (await request.get('/api/all-rooms')).json()) as Array<{ _id: string; title: string }>;
  const room = rooms[1];
  await signIn(page, 'guest@hotel.test', 'guest123');
  let releaseSession = () => {};
  const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
  await page.route('**/api/auth/get-session*', async (route) => {
    await sessionHeld;
    await route.continue();
  });
  const dataCalls: string[] = [];
  const assetCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(user|room)\//.test(r.url())) dataCalls.push(r.url());
    if (/\/assets\//.test(r.url())) assetCalls.push(new URL(r.url()).pathname);
  });
  const unusedPreloads: string[] = [];
  page.on('console', (message) => {
    if (/preload .* (is found, but is not used|was preloaded .* but not used)/i.test(message.text())) unusedPreloads.push(message.text());
  });

  await page.goto(`/room/${room._id}`);
  await expect(page.getByRole('heading', { level: 1, name: room.title })).toBeVisible();
  await expect(page.getByRole('img', { name: `${room.title}: main photo` }).first()).toBeVisible();
  // Signed in as the guest already: the top bar offers Log Out.
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
  expect(dataCalls).toEqual([]);
  // Every hinted script and style sheet is fetched once, in the mode the page then uses.
  expect(assetCalls.filter((file, i) => assetCalls.indexOf(file) !== i)).toEqual([]);
  expect(unusedPreloads).toEqual([]);

  releaseSession();
  await page.waitForResponse('**/api/auth/get-session*');
  await expect(page).toHaveURL(new RegExp(`/room/${room._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: room.title })).toBeVisible();
});

test('a shell whose session better-auth no longer knows ends at the login', async ({ page, request }) => {
  const rooms = (await (await request.get('/api/all-rooms')).json()) as Array<{ _id: string }>;
  await signIn(page, 'guest@hotel.test', 'guest123');
  // As if the session was revoked between the shell and the check.
  await page.route('**/api/auth/get-session*', (route) => route.fulfill({ contentType: 'application/json', body: 'null' }));
  await page.goto(`/room/${rooms[1]._id}`);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
