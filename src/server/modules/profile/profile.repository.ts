/** Drizzle access for the profile fields of the `user` row (better-auth's user: name and photo too). */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { user } from '../../db/schema.ts';

export interface ProfilePatch {
  name: string;
  age: number;
  phoneNumber: string;
  address: string;
  bio: string;
  /** Left out → the photo stays; null → removed. */
  image?: string | null;
}

/**
 * Writes the profile fields of user `id` (never e-mail, role or status). Returns the updated
 * row's e-mail, or undefined when there is no such user.
 */
export async function updateProfileFields(db: Executor, id: string, patch: ProfilePatch): Promise<{ email: string } | undefined> {
  const [row] = await db.update(user).set(patch).where(eq(user.id, id)).returning({ email: user.email });
  return row;
}
