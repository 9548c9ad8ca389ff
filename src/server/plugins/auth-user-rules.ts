/**
 * What better-auth may do (issue #9): every path that writes a `user` row applies the same
 * name and photo rules as the profile routes (shared/schemas/profile.ts), and only the
 * better-auth endpoints the SPA and the OAuth flow use are reachable.
 */
import { APIError } from 'better-auth/api';
import { photoUrlSchema, userNameSchema } from '#shared/schemas/profile.ts';
import { AppError } from '../errors.ts';
import { assertNotOthersProfilePhoto } from './profile-photos.ts';
import type { ImageStorage } from './storage.ts';

/**
 * better-auth endpoints we use, by method (paths under /api/auth). Everything else
 * (update-user, change-email, delete-user, link-social, …) answers 404. The session calls
 * (list-sessions, revoke-session, change-password) stay closed: they take or give session tokens,
 * so the security page uses our own /api/account routes, which call them on the server (issue 29).
 */
const ALLOWED: Array<[method: string, path: RegExp]> = [
  ['POST', /^\/sign-in\/email$/],
  ['POST', /^\/sign-up\/email$/],
  ['POST', /^\/sign-in\/social$/],
  ['POST', /^\/sign-out$/],
  ['GET', /^\/get-session$/],
  ['POST', /^\/request-password-reset$/],
  ['POST', /^\/reset-password$/],
  // The provider's return: a GET redirect, or a form_post.
  ['GET', /^\/callback\/[A-Za-z0-9_-]+$/],
  ['POST', /^\/callback\/[A-Za-z0-9_-]+$/],
  ['GET', /^\/error$/],
  ['GET', /^\/ok$/],
  // Issue 29: passkeys (@better-auth/passkey): register, list, rename, delete, and sign in with one.
  ['GET', /^\/passkey\/generate-register-options$/],
  ['POST', /^\/passkey\/verify-registration$/],
  ['GET', /^\/passkey\/generate-authenticate-options$/],
  ['POST', /^\/passkey\/verify-authentication$/],
  ['GET', /^\/passkey\/list-user-passkeys$/],
  ['POST', /^\/passkey\/update-passkey$/],
  ['POST', /^\/passkey\/delete-passkey$/],
  // Issue 29: two-factor sign-in (better-auth's plugin): enrol, verify a code, new backup codes, turn off.
  ['POST', /^\/two-factor\/(enable|disable|verify-totp|verify-backup-code|generate-backup-codes)$/],
];

/** Whether `method` + `path` (relative to /api/auth, no query) is an endpoint we use. */
export function isAllowedAuthEndpoint(method: string, path: string): boolean {
  return ALLOWED.some(([m, pattern]) => m === method && pattern.test(path));
}

const badRequest = (message: string) => new APIError('BAD_REQUEST', { message, code: 'INVALID_PROFILE' });

/** The first problem of `name`/`image` under the profile rules, or null. */
function problemOf(fields: { name?: unknown; image?: unknown }): string | null {
  if (fields.name !== undefined) {
    const name = userNameSchema.safeParse(fields.name);
    if (!name.success) return name.error.issues[0].message;
  }
  if (fields.image !== undefined && fields.image !== null) {
    const image = photoUrlSchema.safeParse(fields.image);
    if (!image.success) return image.error.issues[0].message;
  }
  return null;
}

/** Whether the write comes from an identity provider (OAuth callback), not from a typed form. */
const isProviderWrite = (path: string | undefined) => Boolean(path?.startsWith('/callback/'));

/**
 * A provider's profile is not the guest's typing: an unusable name becomes the e-mail's local
 * part and an unusable photo is dropped, rather than refusing the sign-in.
 */
function fromProvider<T extends { name?: unknown; image?: unknown; email?: unknown }>(user: T): T {
  const patched = { ...user };
  if (user.name !== undefined && !userNameSchema.safeParse(user.name).success) {
    patched.name = ((typeof user.email === 'string' ? user.email : 'Guest').split('@')[0] || 'Guest').slice(0, 120);
  }
  if (user.image !== undefined && user.image !== null && !photoUrlSchema.safeParse(user.image).success) patched.image = null;
  return patched;
}

type UserFields = { id?: unknown; name?: unknown; image?: unknown; email?: unknown };

/**
 * Throws better-auth's 400 INVALID_PHOTO when `user.image` is another user's uploaded profile
 * photo (issue 24): a new account owns no upload yet, so any profile photo in our storage is
 * someone else's. Same rule and message as the profile edit (plugins/profile-photos.ts).
 */
function assertOwnPhoto(storage: ImageStorage, user: UserFields): void {
  if (typeof user.image !== 'string') return;
  try {
    assertNotOthersProfilePhoto(storage, user.image, typeof user.id === 'string' ? user.id : '');
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new APIError('BAD_REQUEST', { message: error.message, code: error.code });
  }
}

/**
 * better-auth `databaseHooks` (user create/update before) that hold every user write to the
 * profile rules. `storageOf` gives the image storage at request time (it registers after auth).
 */
export function createUserWriteRules(storageOf: () => ImageStorage) {
  return {
    async create<T extends UserFields>(user: T, context: { path?: string } | null): Promise<{ data: T }> {
      if (isProviderWrite(context?.path)) return { data: fromProvider(user) };
      const problem = problemOf(user);
      if (problem) throw badRequest(problem);
      assertOwnPhoto(storageOf(), user);
      return { data: { ...user, name: String(user.name).trim() } };
    },
    async update<T extends UserFields>(user: T, context: { path?: string } | null): Promise<{ data: T } | undefined> {
      if (isProviderWrite(context?.path)) return { data: fromProvider(user) };
      const problem = problemOf(user);
      if (problem) throw badRequest(problem);
      assertOwnPhoto(storageOf(), user);
      return undefined;
    },
  };
}
