/**
 * Step-up (issue 29, decision 031): POST /api/step-up proves the second factor again for the
 * caller's session, so routes that give money back (and, later, role and settings changes) go on.
 */
import { z } from 'zod';

/** STEP_UP_REQUIRED's message: the web's step-up dialog shows it as its question. */
export const STEP_UP_MESSAGE = 'Confirm it is you: enter the code from your authenticator app';

/** A 6-digit authenticator code, or one of the account's backup codes (`xxxxx-xxxxx`). */
export const stepUpInputSchema = z.object({
  code: z.string().trim().min(1, 'Enter the code from your authenticator app').max(32, 'That code is too long'),
});

/** When the session's second factor was checked (ISO instant). */
export const stepUpResultSchema = z.object({ checkedAt: z.string() });
export type StepUpResult = z.infer<typeof stepUpResultSchema>;
