/**
 * Identity and profile (issue #5) in a real browser: "Continue with Google" in a 500×600 popup
 * against the test OpenID Connect provider (from Login and from Sign Up; closing the popup
 * early), password reset through the outbox, and editing the profile with an invalid then a
 * valid phone. Screenshots go to test-results/screens/identity-*.png.
 */
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations, makePhoto, snap } from './helpers.ts';
import { continueWithGoogle, expectSignedInAs, googlePassword, recordWindowOpen, resetLinkFor } from './identity-helpers.ts';

const run = Date.now();

test('Continue with Google from Login: a 500×600 popup, a new account, signed in', async ({ page }) => {
  await recordWindowOpen(page);
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  await snap(page, 'identity-login');
  await expectNoSeriousA11yViolations(page, 'login');

  const email = `nadia.karim+${run}@gmail.test`;
  await continueWithGoogle(page, email);
  await expect(page.getByText('SignUp Successfull with Google', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const features = await page.evaluate(() => String((window as unknown as { openedWith: unknown[] }).openedWith?.[2]));
  expect(features).toContain('width=500');
  expect(features).toContain('height=600');
  await expectSignedInAs(page, 'Nadia Karim', email);
});

test('Continue with Google from Sign Up (keyboard) creates the account likewise', async ({ page }) => {
  await page.goto('/signup');
  // The screen a guest reads has its provider list: the button turns from disabled to enabled as
  // it lands, and axe read that fade once it began after the check's animation wait (CI, 2026-11-27).
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  await snap(page, 'identity-signup');
  await expectNoSeriousA11yViolations(page, 'signup');
  const email = `rafi.ahmed+${run}@gmail.test`;
  await continueWithGoogle(page, email, true);
  await expect(page.getByText('SignUp Successfull with Google', { exact: true })).toBeVisible();
  await expectSignedInAs(page, 'Rafi Ahmed', email);
});

test('closing the Google popup before finishing shows the error and signs no one in', async ({ page }) => {
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await expect(popup.getByLabel('Email')).toBeVisible();
  await popup.close();
  await expect(page.getByText('Sign-in popup was closed before finishing')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
});

test('with popups blocked, Continue with Google goes by redirect and still finishes the sign-in', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const email = `popup.blocked+${run}@gmail.test`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(googlePassword());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('SignUp Successfull with Google', { exact: true })).toBeVisible();
  await expectSignedInAs(page, 'Popup Blocked', email);
});

test('forgot password: link from the outbox, new password works once, the old one no longer', async ({ page, request, baseURL }) => {
  const email = `forgetful+${run}@example.com`;
  const created = await request.post('/api/auth/sign-up/email', {
    data: { name: 'Forgetful Guest', email, password: 'oldpass1' },
    headers: { origin: baseURL! },
  });
  expect(created.ok()).toBe(true);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expectNoSeriousA11yViolations(page, 'forgot password');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();
  await snap(page, 'identity-forgot-password');

  const link = await resetLinkFor(email);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('newpass1');
  await page.getByLabel('Repeat new password').fill('newpass1');
  await snap(page, 'identity-reset-password');
  await expectNoSeriousA11yViolations(page, 'reset password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed. Please sign in with the new one.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('oldpass1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password').fill('newpass1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login Successfull')).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('third-pass');
  await page.getByLabel('Repeat new password').fill('third-pass');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This reset link is invalid, expired or already used. Please ask for a new one.')).toBeVisible();
});

test('edit profile: photo, fields, phone red with 10 digits and green with 11, saved and shown', async ({ page, baseURL }) => {
  const email = `farhana+${run}@example.com`;
  const created = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Farhana', email, password: 'secret123' },
    headers: { origin: baseURL! },
  });
  expect(created.ok()).toBe(true);

  await page.goto('/dashboard/my-profile');
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');

  await page.getByLabel('Change photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await makePhoto() });
  await page.getByLabel('Name').fill('Farhana Akter');
  await page.getByLabel('Age').fill('31');
  await page.getByLabel('Bio').fill('Loves quiet rooms with a view of the sea.');
  await page.getByLabel('Full address').fill('House 12, Road 5, Dhanmondi, Dhaka 1205');
  const phone = page.getByLabel('Phone');
  await phone.fill('0171234567');
  await expect(page.getByText('Please enter a valid phone number.')).toBeVisible();
  await expect(phone).toHaveClass(/input-error/);
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await snap(page, 'identity-edit-profile-invalid-phone');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page).toHaveURL(/edit-profile$/);

  await phone.fill('01712345678');
  await expect(page.getByText('Please enter a valid phone number.')).toBeHidden();
  await expect(phone).toHaveClass(/input-success/);
  await expect(page.getByText('Valid phone number (11 digits)')).toBeVisible();
  await page.keyboard.press('Tab');
  await snap(page, 'identity-edit-profile-valid-phone');
  await expectNoSeriousA11yViolations(page, 'edit profile');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();

  await expect(page).toHaveURL(/my-profile$/);
  const main = page.getByRole('main');
  await expect(main).toContainText('Farhana Akter');
  await expect(main).toContainText('01712345678');
  await expect(main).toContainText('House 12, Road 5, Dhanmondi, Dhaka 1205');
  await expect(main.getByRole('img', { name: "Farhana Akter's photo" }).first()).toHaveAttribute('src', /\/uploads\//);
  await snap(page, 'identity-my-profile');
  await expectNoSeriousA11yViolations(page, 'my profile');

  // Phone width: nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard/edit-profile');
  await expect(page.getByLabel('Phone')).toHaveValue('01712345678');
  await expect(page.getByText('Valid phone number (11 digits)')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await snap(page, 'identity-edit-profile-375', { fullPage: false });

  await page.goto('/dashboard/my-profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Successfully Logged Out')).toBeVisible();
});
