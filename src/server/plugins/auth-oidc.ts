/**
 * The generic OpenID Connect provider behind "Continue with Google" when no Google credentials
 * are set (docs/architecture.md#external-services: tests and local use). It is better-auth's genericOAuth plugin, with one
 * change: discovery happens on demand instead of only once at start-up, so a provider that
 * comes up after the app (Playwright starts its webServer before globalSetup) or was briefly
 * unreachable is still found on the next sign-in.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { IdentityConfig } from '../config.ts';

/** Provider id in better-auth's routes (`/api/auth/callback/oidc`) and `account.provider_id`. */
export const OIDC_PROVIDER_ID = 'oidc';

type OidcSettings = NonNullable<IdentityConfig['oidc']>;
type InitContext = Parameters<NonNullable<BetterAuthPlugin['init']>>[0];
type SocialProvider = InitContext['socialProviders'][number];

/** genericOAuth for `oidc`, with ID tokens verified against the discovered JWKS. */
function createGenericOidc(oidc: OidcSettings) {
  return genericOAuth({
    config: [
      {
        providerId: OIDC_PROVIDER_ID,
        name: 'Google',
        discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
        requireIdTokenVerification: true,
        clientId: oidc.clientId,
        clientSecret: oidc.clientSecret,
        scopes: ['openid', 'email', 'profile'],
        // Signing out of the hotel must not sign the guest out of their identity provider.
        disableProviderLogout: true,
      },
    ],
  });
}

/**
 * A better-auth plugin registering the `oidc` social provider. better-auth accepts a function
 * in `socialProviders` and awaits it when a sign-in or callback looks the provider up
 * (`getAwaitableValue`); ours discovers on first use and keeps the result, discovering again
 * while the provider has not been found (then answering with a placeholder, so better-auth
 * reports it as not found and the SPA shows that error).
 */
export function lazyOidcProvider(oidc: OidcSettings): BetterAuthPlugin {
  const inner = createGenericOidc(oidc);
  return {
    id: 'lazy-oidc',
    init(ctx) {
      let found: SocialProvider | null = null;
      let pending: Promise<SocialProvider | null> | null = null;
      const discover = (): Promise<SocialProvider | null> => {
        pending ??= Promise.resolve(inner.init(ctx))
          .then((result) => {
            const providers = result?.context?.socialProviders ?? [];
            found = providers.find((p) => p.id === OIDC_PROVIDER_ID) ?? null;
            return found;
          })
          .catch(() => null)
          .finally(() => {
            pending = null;
          });
        return pending;
      };
      const entry = async () => found ?? (await discover()) ?? { id: `${OIDC_PROVIDER_ID}:unavailable` };
      const socialProviders = [entry as unknown as SocialProvider, ...ctx.socialProviders];
      return { context: { socialProviders } };
    },
  };
}
