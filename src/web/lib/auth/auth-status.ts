/** The rule that turns the session, the user record and running flows into one AuthStatus. */
import type { AuthStatus } from './auth-types.ts';

/** What the status is decided from. */
export interface AuthStatusInput {
  /** An auth flow (sign-in, sign-out, …) is under way. */
  busy: boolean;
  /** better-auth has not answered whether there is a session yet. */
  isSessionPending: boolean;
  hasSession: boolean;
  /** The `/api/user/{email}` record has neither loaded nor failed yet. */
  isRecordPending: boolean;
}

/** docs/product/states.md#auth-state: `loading`, then `signed-in` or `signed-out`. */
export function authStatus({ busy, isSessionPending, hasSession, isRecordPending }: AuthStatusInput): AuthStatus {
  // Signed in only once the user record is here too: pages act for `user._id` (likes, bookings),
  // and a click landing between the session and the record would otherwise fail. A record that
  // fails to load still ends the wait (signed in, user null).
  if (busy || isSessionPending || (hasSession && isRecordPending)) return 'loading';
  return hasSession ? 'signed-in' : 'signed-out';
}
