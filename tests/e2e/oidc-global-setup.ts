/**
 * Playwright globalSetup: starts the test OpenID Connect provider that stands in for Google
 * (tests/helpers/oidc-provider.ts) on the issuer the webServer was given (OIDC_* in
 * playwright.config.ts). The app discovers it on first use, so starting after the webServer
 * is fine. Any e-mail signs in there with E2E_OIDC_PASSWORD.
 */
import { startOidcProvider } from '../helpers/oidc-provider.ts';

export default async function oidcGlobalSetup(): Promise<() => Promise<void>> {
  // Set by playwright.config.ts for its first webServer (the one the OIDC provider serves).
  const {
    E2E_OIDC_ISSUER: issuer,
    E2E_PUBLIC_URL: publicUrl,
    E2E_OIDC_CLIENT_ID: clientId,
    E2E_OIDC_CLIENT_SECRET: clientSecret,
  } = process.env;
  if (!issuer || !publicUrl || !clientId || !clientSecret) {
    throw new Error('playwright.config.ts must set E2E_OIDC_ISSUER, E2E_PUBLIC_URL and E2E_OIDC_CLIENT_*');
  }
  process.env.E2E_OIDC_PASSWORD = 'google-test-pass';
  const provider = await startOidcProvider({
    port: Number(new URL(issuer).port),
    redirectUris: [`${publicUrl}/api/auth/callback/oidc`],
    clientId,
    clientSecret,
    anyEmailPassword: process.env.E2E_OIDC_PASSWORD,
  });
  return () => provider.close();
}
