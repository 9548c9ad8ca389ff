/**
 * better-auth's two-factor endpoints (issue 29, decision 031) and our POST /api/step-up, as plain
 * credentialed calls: the sign-in's code step, enrolment, new backup codes, turning it off. Failures
 * throw ApiError with the endpoint's `code`; the code steps' own refusals read in our words
 * (`codeErrorMessage`). No secret or backup code is ever logged or stored here.
 */
import type { StepUpResult } from '#shared/schemas/step-up.ts';
import { ApiError, apiFetch } from './api-client.ts';

/** Which second factor the guest typed: the authenticator's 6 digits, or a one-time backup code. */
export type SecondFactorKind = 'totp' | 'backup';

/** The signed-in user better-auth answers after a verified sign-in code. */
export interface VerifiedUser {
  name: string;
  email: string;
  image?: string | null;
}

const twoFactorText = {
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  wrongBackupCode: 'That backup code is not right or was used already.',
  signInExpired: 'This sign-in has expired or had too many wrong codes. Sign in with your password again.',
  locked: 'Too many wrong codes. Wait a few minutes, then try again.',
} as const;

/** The message to show for a refused code step: our words for better-auth's codes, else its own message. */
export function codeErrorMessage(error: unknown, kind: SecondFactorKind): string {
  if (!(error instanceof ApiError)) return (error as Error).message;
  if (['INVALID_CODE', 'INVALID_TWO_FACTOR_CODE'].includes(error.code))
    return kind === 'backup' ? twoFactorText.wrongBackupCode : twoFactorText.wrongCode;
  if (error.code === 'INVALID_BACKUP_CODE') return twoFactorText.wrongBackupCode;
  if (['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE'].includes(error.code)) return twoFactorText.signInExpired;
  if (error.code === 'ACCOUNT_TEMPORARILY_LOCKED' || error.code === 'RATE_LIMITED') return twoFactorText.locked;
  return error.message;
}

/** True when the pending sign-in is gone (the password must be typed again). */
export const isSignInExpired = (error: unknown) =>
  error instanceof ApiError && ['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE'].includes(error.code);

/** POST /api/auth{path} with a JSON body; resolves with the answer, throws ApiError. */
async function postAuth<T>(path: string, body: object): Promise<T> {
  const response = await fetch(`/api/auth${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const data = (text ? JSON.parse(text) : null) as (T & { code?: string; message?: string }) | null;
  if (!response.ok) throw new ApiError(response.status, data?.code ?? 'HTTP_ERROR', data?.message ?? response.statusText);
  return data as T;
}

/** Finishes a sign-in that asked for a second factor (better-auth sets the session cookie). */
export async function verifySignInCode(code: string, kind: SecondFactorKind): Promise<VerifiedUser> {
  const path = kind === 'totp' ? '/two-factor/verify-totp' : '/two-factor/verify-backup-code';
  return (await postAuth<{ user: VerifiedUser }>(path, { code: code.trim() })).user;
}

/** What enrolment's first step gives: the otpauth:// URI (QR code and secret) and the backup codes (shown once). */
export interface Enrolment {
  totpURI: string;
  backupCodes: string[];
}

/** Starts enrolment after the password is confirmed; not on until `confirmEnrolment`. */
export const startEnrolment = (password: string) => postAuth<Enrolment>('/two-factor/enable', { password });

/** Verifies the first authenticator code; two-factor sign-in is on from here (better-auth renews the session). */
export const confirmEnrolment = (code: string) => postAuth<unknown>('/two-factor/verify-totp', { code: code.trim() });

/** New backup codes (the old ones stop working); needs the password. */
export const regenerateBackupCodes = async (password: string) =>
  (await postAuth<{ backupCodes: string[] }>('/two-factor/generate-backup-codes', { password })).backupCodes;

/** Turns two-factor sign-in off; needs the password. */
export const disableTwoFactor = (password: string) => postAuth<unknown>('/two-factor/disable', { password });

/** Proves the second factor again for this session (POST /api/step-up). */
export const stepUp = (code: string) =>
  apiFetch<StepUpResult>('/step-up', { method: 'POST', body: { code: code.trim() }, forbiddenIsAnswer: true });

/** The base32 secret of an otpauth:// URI, for typing into an authenticator by hand. */
export function secretOf(totpURI: string): string {
  return new URL(totpURI).searchParams.get('secret') ?? '';
}
