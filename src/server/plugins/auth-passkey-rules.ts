/**
 * The passkey name rule (issue 29) held on the server: better-auth's passkey plugin takes any
 * name, so a `hooks.before` checks registrations and renames against the form's schema
 * (required, at most PASSKEY_NAME_MAX characters) and answers 400 VALIDATION otherwise.
 */
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { passkeyNameSchema } from '#shared/schemas/account-security.ts';

const NAMED_PATHS = new Set(['/passkey/verify-registration', '/passkey/update-passkey']);

/** better-auth `hooks.before`: refuses a passkey registration or rename whose name breaks the rule. */
export const passkeyNameRule = createAuthMiddleware(async (ctx) => {
  if (!NAMED_PATHS.has(ctx.path)) return;
  const name = (ctx.body as { name?: unknown } | undefined)?.name;
  const parsed = passkeyNameSchema.safeParse(name ?? '');
  if (!parsed.success) throw new APIError('BAD_REQUEST', { message: parsed.error.issues[0].message, code: 'VALIDATION' });
});
