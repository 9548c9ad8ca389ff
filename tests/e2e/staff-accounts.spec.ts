/**
 * Issue 29's "Done when", staff accounts in a real browser: the owner (the demo seed's admin) opens
 * Staff and invites a receptionist as Front desk; the test opens the invitation link from the
 * e-mail, she sets her password, signs in, and her menu is the desk's (Today, New booking; no
 * Staff, All Payments or Add Room) while the server agrees. She turns on two-factor sign-in with
 * an authenticator (the test computes the code from the key on the page), books a walk-in paid in
 * cash, and is refused a refund when she tries to cancel it with one. The owner deactivates her
 * (the dialog says her sessions end now) and her open page's next request signs her out; signing
 * in again is refused with "This account has been deactivated". Screenshots at 375 px and
 * 1440 px under test-results/screens/staff-accounts-*.png; axe on every screen.
 */
import { Secret, TOTP } from 'otpauth';
import { expect, test, type Page } from './fixtures.ts';
import { addRoomOverApi } from './admin-steps.ts';
import { bookWalkInTonight } from './desk-steps.ts';
import { expectNoSeriousA11yViolations, hasNoSideScroll, signIn, signInWithForm, snap } from './helpers.ts';
import { resetLinkFor } from './identity-helpers.ts';

const stamp = Date.now();
const owner = { email: 'admin@hotel.test', password: 'admin123' };
const receptionist = { name: `Rina Desk ${stamp}`, email: `rina.desk+${stamp}@hotel.test`, password: 'desk-pass-29' };
const widths = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
];
const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
const roomTitle = `Desk Staff Single ${stamp}`;
const NIGHT_BDT = 2_400;
const walkIn = { name: `Shirin Akter ${stamp}`, phone: `018${String(stamp).slice(-8)}` };

/** The code an authenticator app shows now for the base32 `secret`. */
const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

/** Screenshot and axe of `page` at 1440 px and at 375 px (no sideways scroll), back at 1440 px. */
async function snapBoth(page: Page, name: string) {
  for (const size of [...widths].reverse()) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expectNoSeriousA11yViolations(page, `${name} at ${size.width}px`);
    expect(await hasNoSideScroll(page), `${name} at ${size.width}px scrolls sideways`).toBe(true);
    await snap(page, `staff-accounts-${name}-${size.name}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** She turns on two-factor sign-in on Security, with the code her authenticator would show. */
async function enrolAuthenticator(page: Page) {
  await page.goto('/dashboard/security');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await section.getByLabel('Confirm your password').fill(receptionist.password);
  await section.getByRole('button', { name: 'Continue' }).click();
  const secret = (await section.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await snapBoth(page, 'receptionist-scan');
  await section.getByLabel('Code from the app').fill(codeFor(secret));
  await section.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(section.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText('On', { exact: true })).toBeVisible();
}

/** She books a walk-in for tonight, paid in full in cash, and opens the booking. */
async function bookWalkIn(page: Page) {
  const booked = await bookWalkInTonight(page, walkIn, roomTitle, NIGHT_BDT);
  await snapBoth(page, 'receptionist-walk-in-booked');
  await booked.getByRole('link', { name: 'Open booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking', exact: true })).toBeVisible();
}

/** She tries to cancel the stay with a full refund: the server refuses, in the dialog, and nothing changes. */
async function tryRefund(page: Page) {
  await page.getByRole('button', { name: 'Cancel for guest' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this stay for the guest?' });
  await dialog.getByRole('radio', { name: /^Full refund/ }).check();
  const why = dialog.getByLabel('Why not the policy’s outcome');
  if (await why.isVisible()) await why.fill('The guest asked for all of it back');
  await dialog.getByLabel('Reason').fill('Guest changed plans at the desk');
  await dialog.getByRole('button', { name: 'Cancel the stay' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Only an owner or a manager can give money back');
  await snapBoth(page, 'receptionist-refund-refused');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cancel for guest' })).toBeVisible();
}

/** Screenshots and axe at both widths of the Staff page, ending at 1440 px. */
async function checkAtBothWidths(page: Page, screen: string) {
  for (const size of widths) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expect(page.getByRole('heading', { level: 1, name: /^Staff/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${screen} at ${size.width}px`);
    expect(await hasNoSideScroll(page), `${screen} at ${size.width}px scrolls sideways`).toBe(true);
    await snap(page, `staff-accounts-${screen}-${size.name}`);
  }
}

test('the owner invites a receptionist, who enrols an authenticator, books a walk-in and is refused a refund; deactivated, her open page is signed out', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await signIn(page, owner.email, owner.password);
  await addRoomOverApi(page, baseURL!, roomTitle, 'singlePremium', NIGHT_BDT);
  await page.goto('/dashboard/staff');
  await expect(menu(page).getByRole('link', { name: 'Staff' })).toBeVisible();

  // Invite her as Front desk.
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite staff' });
  await invite.getByLabel('E-mail').fill(receptionist.email);
  await invite.getByLabel('Name').fill(receptionist.name);
  await invite.getByLabel('Role').selectOption({ label: 'Front desk' });
  await expectNoSeriousA11yViolations(page, 'invite staff dialog');
  await snap(page, 'staff-accounts-invite-dialog', { fullPage: false });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${receptionist.email}`)).toBeVisible();
  await expect(invite).toBeHidden();
  const table = page.getByRole('table', { name: 'Staff' });
  const row = table.getByRole('row').filter({ hasText: receptionist.name });
  await expect(row).toContainText('Front desk');
  await expect(row).toContainText('Never');
  await expect(row).toContainText('Active');

  // Inviting her again is refused, in the dialog.
  await page.getByRole('button', { name: 'Invite staff' }).click();
  await invite.getByLabel('E-mail').fill(receptionist.email);
  await invite.getByLabel('Name').fill(receptionist.name);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('alert')).toHaveText(`${receptionist.email} is on the staff already`);
  await page.keyboard.press('Escape');
  await expect(invite).toBeHidden();
  // The toast gone, so the screenshots show the page.
  await expect(page.getByText(`Invitation sent to ${receptionist.email}`)).toBeHidden();
  await checkAtBothWidths(page, 'list');

  // She opens the link from the e-mail, sets her password and signs in.
  const desk = await browser.newContext({ baseURL });
  const deskPage = await desk.newPage();
  await deskPage.goto(await resetLinkFor(receptionist.email));
  await deskPage.getByLabel('New password', { exact: true }).fill(receptionist.password);
  await deskPage.getByLabel('Repeat new password').fill(receptionist.password);
  await deskPage.getByRole('button', { name: 'Set new password' }).click();
  await expect(deskPage).toHaveURL(/\/login$/);
  await signInWithForm(deskPage, receptionist.email, receptionist.password);
  await deskPage.goto('/dashboard/my-profile');
  await expect(menu(deskPage)).toBeVisible();
  // The desk's menu and no owner's page in it, and the server agrees: the desk's calls answer, Staff does not.
  for (const name of ['Today', 'New booking', 'All Bookings', 'Cash Close']) {
    await expect(menu(deskPage).getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const name of ['Staff', 'All Payments', 'All Customers', 'Add Room', 'My Bookings']) {
    await expect(menu(deskPage).getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  expect((await deskPage.request.get('/api/admin/today')).status()).toBe(200);
  expect((await deskPage.request.get('/api/admin/staff')).status()).toBe(403);
  await snap(deskPage, 'staff-accounts-receptionist-menu');

  await enrolAuthenticator(deskPage);
  await bookWalkIn(deskPage);
  await tryRefund(deskPage);

  // The owner sees her last sign-in, and deactivates her.
  await page.reload();
  await expect(row).not.toContainText('Never');
  await row.getByRole('button', { name: `Deactivate ${receptionist.name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Deactivate ${receptionist.name}?` });
  await expect(confirm).toContainText('will be signed out now, on every device');
  await expectNoSeriousA11yViolations(page, 'deactivate dialog');
  await snap(page, 'staff-accounts-deactivate-dialog', { fullPage: false });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`${receptionist.name} is deactivated; their open sessions have ended`)).toBeVisible();
  await expect(row).toContainText('Deactivated');
  // Her sessions are gone; her last sign-in stays on the list.
  await expect(row).not.toContainText('Never');
  await expect(row.getByRole('button', { name: `Reactivate ${receptionist.name}` })).toBeVisible();

  // Her open page's next request finds no session: she is sent to sign in, and cannot.
  await menu(deskPage).getByRole('link', { name: 'Today' }).click();
  await expect(deskPage).toHaveURL(/\/login$/);
  await deskPage.getByLabel('Email').fill(receptionist.email);
  await deskPage.getByLabel('Password').fill(receptionist.password);
  await deskPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(deskPage.getByText('This account has been deactivated')).toBeVisible();
  await snap(deskPage, 'staff-accounts-deactivated-sign-in');
  await desk.close();

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('list', { name: 'Staff' })).toBeVisible();
  await snap(page, 'staff-accounts-after-phone');
});
