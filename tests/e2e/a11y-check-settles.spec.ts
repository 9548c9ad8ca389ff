/**
 * The journeys' axe check (helpers.ts) reads a screen once it has settled. CI once failed
 * "Continue with Google" on colour contrast: the provider list arrived while axe ran, and the
 * button was caught fading from its disabled grey. Here that answer is held until the check
 * starts and the button's transition is stretched to 2 s, so a check that does not wait for the
 * button always reads it mid-fade.
 */
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './helpers.ts';

test('the axe check waits for a button still loading, and for its fade to end', async ({ page }) => {
  let releaseProviders = () => {};
  const providersHeld = new Promise<void>((resolve) => (releaseProviders = resolve));
  await page.route('**/api/auth-providers', async (route) => {
    await providersHeld;
    await route.continue();
  });
  await page.goto('/signup');
  const google = page.getByRole('button', { name: 'Continue with Google' });
  await expect(google).toBeDisabled();
  await page.addStyleTag({ content: '.btn { transition-duration: 2s !important; }' });

  const check = expectNoSeriousA11yViolations(page, 'signup, Google still loading');
  releaseProviders();
  await check;
  await expect(google).toBeEnabled();
});

test('the axe check waits for the app to render the screen before it reads it', async ({ page }) => {
  test.skip(process.env.E2E_A11Y === 'off', 'axe checks run once per npm test, in the embedded pass (decision 019)');
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  // The app's entry script: until it runs, /signup is an empty shell with nothing disabled to wait for.
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto('/signup', { waitUntil: 'commit' });
  let isChecked = false;
  const check = expectNoSeriousA11yViolations(page, 'signup, app not started').then(() => (isChecked = true));
  await page.waitForTimeout(1_000);
  expect(isChecked, 'the check read a page whose app had not started').toBe(false);
  releaseEntry();
  await check;
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
});
