/**
 * Playwright globalSetup: starts the test OpenID Connect provider that stands in for Google
 * (tests/helpers/oidc-provider.ts) on the issuer the webServer was given (OIDC_* in
 * playwright.config.ts). The app discovers it on first use, so starting after the webServer
 * is fine. Any e-mail signs in there with E2E_OIDC_PASSWORD; E2E_DATA_DIR tells the specs
 * where the app's outbox is.
 */
import type { FullConfig } from '@playwright/test';
import { startOidcProvider } from '../helpers/oidc-provider.ts';

export default async function oidcGlobalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const env = (config.webServer?.env ?? {}) as Record<string, string | undefined>;
  if (!env.OIDC_ISSUER || !env.PUBLIC_URL || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) {
    throw new Error('playwright.config.ts must pass PUBLIC_URL and OIDC_* to the webServer');
  }
  process.env.E2E_OIDC_PASSWORD = 'google-test-pass';
  process.env.E2E_DATA_DIR = env.DATA_DIR;
  const provider = await startOidcProvider({
    port: Number(new URL(env.OIDC_ISSUER).port),
    redirectUris: [`${env.PUBLIC_URL}/api/auth/callback/oidc`],
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    anyEmailPassword: process.env.E2E_OIDC_PASSWORD,
  });
  return () => provider.close();
}
