/**
 * The security page's contracts (issue 29, "Signing in"): change password and the caller's
 * sessions. Session tokens never appear here; a session is named by its opaque row id.
 */
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './profile.ts';

/** better-auth's default longest password (its `maxPasswordLength`). */
const PASSWORD_MAX_LENGTH = 128;

const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** POST /api/account/password. */
export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password').max(PASSWORD_MAX_LENGTH),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The change-password form: the body plus the repeated new password. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password'),
    newPassword: newPasswordSchema,
    confirm: z.string().min(1, 'Please repeat the new password'),
  })
  .refine((v) => v.newPassword === v.confirm, { message: 'The passwords do not match', path: ['confirm'] })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: 'The new password must differ from the current one',
    path: ['newPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** GET /api/account/password: whether the account has a password at all (Google-only accounts have none). */
export const passwordStateSchema = z.object({ hasPassword: z.boolean() });
export type PasswordState = z.infer<typeof passwordStateSchema>;

/** POST /api/account/password answer: how many other sessions the change ended. */
export const passwordChangedSchema = z.object({ message: z.string(), endedSessions: z.number().int().nonnegative() });

/** What a session's user agent says about the device (parsed on the server with bowser). */
export const DEVICE_KINDS = ['desktop', 'mobile', 'tablet', 'unknown'] as const;

/** One of the caller's sessions. Times are ISO 8601 instants. */
const accountSessionSchema = z.object({
  /** The session row's id: what to revoke it by (never its token). */
  id: z.string(),
  /** e.g. "Chrome 131 on Windows"; "Unknown device" when the browser sent nothing readable. */
  device: z.string(),
  kind: z.enum(DEVICE_KINDS),
  /** The IP address the session signed in from (no geo database is reachable), or null. */
  ipAddress: z.string().nullable(),
  signedInAt: z.string(),
  /** When better-auth last refreshed the session (at most once a day while it is used). */
  lastUsedAt: z.string(),
  isCurrent: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });

/** POST /api/account/sessions/end-others answer. */
export const endedSessionsSchema = z.object({ message: z.string(), endedSessions: z.number().int().nonnegative() });

/** The longest passkey name (issue 29); the server holds better-auth's passkey calls to it too. */
const PASSKEY_NAME_MAX = 60;

/** A passkey's name as typed: required, at most PASSKEY_NAME_MAX characters. */
export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, 'Please name the passkey, e.g. "My phone"')
  .max(PASSKEY_NAME_MAX, `A passkey name has at most ${PASSKEY_NAME_MAX} characters`);

export const passkeyNameFormSchema = z.object({ name: passkeyNameSchema });
