/**
 * Password-reset tokens at rest (issue 24). better-auth keeps each outstanding reset link as a
 * `verification` row whose identifier is `reset-password:<token>` and whose value is the user id.
 * - The token is stored as its SHA-256 (the prefix kept), so a copy of the database or of a
 *   backup holds no link that works (better-auth's `verification.storeIdentifier` hook).
 * - A successful reset ends every other outstanding link of the account.
 * - Backups leave them out, and a restore deletes any an older archive still carries.
 */
import { createHash } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { Database } from './client.ts';
import { verification } from './schema.ts';

/** The identifier prefix better-auth gives reset-link rows (better-auth 1.7 api/routes/password). */
export const RESET_IDENTIFIER_PREFIX = 'reset-password:';

/**
 * The prefix of a stored (hashed) reset identifier. It must differ from RESET_IDENTIFIER_PREFIX:
 * better-auth 1.7 also looks a token up unhashed (for rows written before hashing), so a hash
 * stored as `reset-password:<hash>` would itself open the link when sent as the token.
 */
const STORED_PREFIX = 'reset-password-sha256:';

/** `reset-password:<token>` → `reset-password-sha256:<base64url SHA-256 of token>`; other identifiers unchanged. */
export function hashResetIdentifier(identifier: string): string {
  if (!identifier.startsWith(RESET_IDENTIFIER_PREFIX)) return identifier;
  const token = identifier.slice(RESET_IDENTIFIER_PREFIX.length);
  return STORED_PREFIX + createHash('sha256').update(token).digest('base64url');
}

// Both spellings: hashed rows and any written before issue 24.
const ANY_RESET_ROW = 'reset-password%';

/** Deletes every outstanding reset link of `userId` (after a successful reset). */
export async function deleteResetTokensOf(db: Database, userId: string): Promise<void> {
  await db.delete(verification).where(and(like(verification.identifier, ANY_RESET_ROW), eq(verification.value, userId)));
}

/** SQL that deletes every outstanding reset link (a restore runs it; reset links never outlive one). */
export const DELETE_ALL_RESET_TOKENS_SQL = `delete from verification where identifier like '${ANY_RESET_ROW}'`;
