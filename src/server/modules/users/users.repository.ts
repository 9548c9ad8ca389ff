/** Drizzle access for user records (better-auth's `user` table plus the spec's fields). */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedPerExecutor } from '../../db/prepared.ts';
import { roomLikes, user } from '../../db/schema.ts';

export type UserRow = typeof user.$inferSelect;

// Prepared: GET /api/user/{email} and the signed-in room page read these on every request (issue 31).
const userByEmail = preparedPerExecutor((db) =>
  db
    .select()
    .from(user)
    .where(eq(user.email, sql.placeholder('email')))
    .limit(1)
    .prepare('user_by_email'),
);
const likedRoomIds = preparedPerExecutor((db) =>
  db
    .select({ roomId: roomLikes.roomId })
    .from(roomLikes)
    .where(eq(roomLikes.userId, sql.placeholder('userId')))
    .prepare('liked_room_ids'),
);

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await userByEmail(db).execute({ email: email.toLowerCase() });
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(user).where(eq(user.id, id)).limit(1);
  return row;
}

/** Ids of the rooms a user liked (docs/product/entities.md#user). */
export async function listLikedRoomIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await likedRoomIds(db).execute({ userId });
  return rows.map((r) => r.roomId);
}

/** The editable fields of a user (never e-mail, role or status); `image` null removes the photo. */
export interface UserProfilePatch {
  name?: string;
  image?: string | null;
  age?: number;
  phoneNumber?: string;
  address?: string;
  bio?: string;
}

/** Updates the given profile fields of one user; returns the updated row, or undefined when there is none. */
export async function updateUserProfile(db: Executor, id: string, patch: UserProfilePatch): Promise<UserRow | undefined> {
  const [row] = await db.update(user).set(patch).where(eq(user.id, id)).returning();
  return row;
}
