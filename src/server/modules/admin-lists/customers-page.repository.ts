/** Drizzle access for the paged admin customer list (issue #13). */
import { and, asc, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { CustomerListQuery } from '#shared/schemas/admin-lists.ts';
import type { Executor } from '../../db/client.ts';
import { roomLikes, user } from '../../db/schema.ts';
import type { UserWithLikings } from '../users/users-admin.service.ts';
import { countCapped, readPage, type PageOfRows } from '../../db/paging.ts';
import { likePattern } from './list-filters.ts';

function customerFilter(query: CustomerListQuery): SQL | undefined {
  const pattern = query.q ? likePattern(query.q) : null;
  return and(
    pattern ? or(ilike(user.name, pattern), ilike(user.email, pattern)) : undefined,
    query.role ? eq(user.role, query.role) : undefined,
  );
}

/** The ids of the rooms a user liked, oldest like first. */
const likings = sql<
  string[]
>`coalesce((select array_agg(${roomLikes.roomId}::text order by ${roomLikes.createdAt}) from ${roomLikes} where ${roomLikes.userId} = ${user.id}), '{}'::text[])`;

/** One page of users (with the rooms they liked) matching `query`, and the capped total. */
export async function findCustomerPage(db: Executor, query: CustomerListQuery): Promise<PageOfRows<UserWithLikings>> {
  const where = customerFilter(query);
  const by = query.dir === 'asc' ? asc : desc;
  const order = query.sort === 'name' ? [by(user.name), by(user.id)] : [by(user.createdAt), by(user.id)];
  return readPage(query, async ({ limit, offset }) => {
    const [rows, count] = await Promise.all([
      db
        .select({ ...getTableColumns(user), likings })
        .from(user)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      countCapped(
        db,
        db
          .select({ one: sql`1` })
          .from(user)
          .where(where)
          .getSQL(),
      ),
    ]);
    return { rows, ...count };
  });
}
