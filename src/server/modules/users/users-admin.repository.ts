/** Drizzle access for the admin's customer list and promotions (issue #3). */
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { roomLikes, user } from '../../db/schema.ts';
import type { UserRow } from './users.repository.ts';

export interface UserWithLikings extends UserRow {
  likings: string[];
}

/** Every user with the ids of the rooms they liked, newest account first, in ONE query. */
export async function listUsersWithLikings(db: Executor): Promise<UserWithLikings[]> {
  return db
    .select({
      ...getTableColumns(user),
      likings: sql<
        string[]
      >`coalesce(array_agg(${roomLikes.roomId}::text order by ${roomLikes.createdAt}) filter (where ${roomLikes.roomId} is not null), '{}'::text[])`,
    })
    .from(user)
    .leftJoin(roomLikes, eq(roomLikes.userId, user.id))
    .groupBy(user.id)
    .orderBy(desc(user.createdAt), user.id);
}

/** Sets `role = 'admin'`; returns the row, or undefined for an unknown id. Never demotes. */
export async function promoteToAdmin(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.update(user).set({ role: 'admin' }).where(eq(user.id, id)).returning();
  return row;
}
