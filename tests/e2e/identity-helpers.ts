/** Steps of the identity journeys (identity.spec.ts): the Google popup, the outbox, who is signed in. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The password the test identity provider accepts for any e-mail (oidc-global-setup.ts). */
export const googlePassword = () => process.env.E2E_OIDC_PASSWORD ?? 'google-test-pass';

/** Records the arguments of window.open, so the popup's requested size can be checked. */
export async function recordWindowOpen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      (window as unknown as { openedWith: unknown[] }).openedWith = args;
      return open(...args);
    };
  });
}

/** Presses "Continue with Google" and signs in as `email` in the popup. */
export async function continueWithGoogle(page: Page, email: string, useKeyboard = false): Promise<void> {
  const button = page.getByRole('button', { name: 'Continue with Google' });
  await expect(button).toBeEnabled();
  const popupOpened = page.waitForEvent('popup');
  if (useKeyboard) {
    await button.focus();
    await page.keyboard.press('Enter');
  } else {
    await button.click();
  }
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Password').fill(googlePassword());
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;
}

export async function expectSignedInAs(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/dashboard/my-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(name);
  await expect(page.getByRole('main')).toContainText(email);
}

/** The newest reset link mailed to `email`, read from the app's outbox (.eml files). */
export async function resetLinkFor(email: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = readdirSync(outbox, { withFileTypes: true })
          .filter((f) => f.name.endsWith('.eml'))
          .map((f) => f.name)
          .sort()
          .reverse();
        for (const file of files) {
          const mail = readFileSync(path.join(outbox, file), 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=');
          if (!mail.includes(`To: ${email}`)) continue;
          link = /(http:\/\/\S+\/reset-password\?token=[\w-]+)/.exec(mail)?.[1];
          if (link) return true;
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return link!;
}
