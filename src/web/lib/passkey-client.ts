/**
 * better-auth's client with the passkey plugin (issue 29, `@better-auth/passkey`): register,
 * list, rename and delete passkeys, and sign in with one. Its own module, loaded only by the
 * screens that use passkeys (`loadPasskeyClient`), so WebAuthn's browser code stays out of every
 * other page's JavaScript.
 */
import { createAuthClient } from 'better-auth/client';
import { passkeyClient } from '@better-auth/passkey/client';

export const passkeyAuthClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  plugins: [passkeyClient()],
});
