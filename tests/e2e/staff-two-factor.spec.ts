/**
 * Two-factor sign-in in the browser (issue 29): a new account opens Security from the dashboard,
 * turns two-factor sign-in on (password, QR code and setup key, first code computed here from the
 * key shown on the page, backup codes shown once), signs out, and signs in again: the password,
 * then a wrong code (refused, clearly), then the right one. Screenshots at 375 and 1440 px; axe clean.
 */
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { expect, test, type Page } from './fixtures.ts';
import { expectNoSeriousA11yViolations, snap } from './helpers.ts';

/** The code an authenticator app shows now for the base32 `secret`. */
const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

/** A code that is not the current one. */
const wrongCodeFor = (secret: string) => (codeFor(secret) === '000000' ? '111111' : '000000');

/** Opens the dashboard menu on a phone (it is always open on a wide screen). */
async function openMenu(page: Page, width: number) {
  if (width < 1024) await page.getByRole('button', { name: 'Open dashboard menu' }).click();
}

for (const width of [375, 1440]) {
  test(`a user turns on two-factor sign-in and signs in with the authenticator's code (${width} px)`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
    const account = { name: 'Nusrat Jahan', email: `tf-${randomBytes(5).toString('hex')}@example.com`, password: 'secret123' };
    const created = await page.request.post('/api/auth/sign-up/email', { data: account, headers: { origin: baseURL! } });
    expect(created.ok()).toBe(true);

    await page.goto('/dashboard/my-profile');
    await openMenu(page, width);
    await page.getByRole('link', { name: 'Security' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await expect(section.getByText('Off', { exact: true })).toBeVisible();
    await snap(page, `two-factor-off-${width}`);
    await expectNoSeriousA11yViolations(page, `security page ${width}`);

    await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await section.getByLabel('Confirm your password').fill('not-my-password');
    await section.getByRole('button', { name: 'Continue' }).click();
    await expect(section.getByRole('alert')).toHaveText('That password is not right.');
    await section.getByLabel('Confirm your password').fill(account.password);
    await section.getByRole('button', { name: 'Continue' }).click();
    await expect(section.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    const secret = (await section.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await snap(page, `two-factor-scan-${width}`);
    await expectNoSeriousA11yViolations(page, `two-factor setup ${width}`);

    await section.getByLabel('Code from the app').fill(wrongCodeFor(secret));
    await section.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect(section.getByRole('alert')).toHaveText('That code is not right. Check your authenticator app and try again.');
    await section.getByLabel('Code from the app').fill(codeFor(secret));
    await section.getByRole('button', { name: 'Verify and turn on' }).click();
    const codes = section.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(section.getByText('On', { exact: true })).toBeVisible();
    await snap(page, `two-factor-backup-codes-${width}`);
    await expectNoSeriousA11yViolations(page, `backup codes ${width}`);
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await expect(section.getByRole('button', { name: 'New backup codes' })).toBeVisible();

    await openMenu(page, width);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Successfully Logged Out')).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const code = page.getByLabel('Authenticator code');
    await expect(code).toBeVisible();
    await expect(code).toBeFocused();
    await code.fill(wrongCodeFor(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible();
    await snap(page, `two-factor-sign-in-code-${width}`);
    await expectNoSeriousA11yViolations(page, `sign-in code step ${width}`);
    await code.fill(codeFor(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Login Successfull')).toBeVisible();
    await page.goto('/dashboard/security');
    await expect(page.getByRole('region', { name: 'Two-factor sign-in' }).getByText('On', { exact: true })).toBeVisible();
  });
}
