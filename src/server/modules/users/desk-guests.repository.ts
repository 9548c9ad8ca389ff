/** Drizzle access for guests entered at the desk (issue 27): search by name, e-mail or phone, and insert without an account. */
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { account, user } from '../../db/schema.ts';

export interface GuestRow {
  id: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  hasAccount: boolean;
}

const guestColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  phoneNumber: user.phoneNumber,
  hasAccount: sql<boolean>`exists (select 1 from ${account} where ${account.userId} = ${user.id})`,
};

/** `%term%` with LIKE's own characters escaped. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A phone whose digits contain `digits`, whatever its format (issue 28: "+880 1711-000000" is found
 * by "01711000000" and the other way round): both sides are compared as digits only, and a
 * typed country code 880 (which stands for the local number's leading 0) is dropped.
 */
function phoneContaining(digits: string) {
  const local = digits.startsWith('880') && digits.length > 6 ? digits.slice(3) : digits;
  return sql`regexp_replace(coalesce(${user.phoneNumber}, ''), '[^0-9]', '', 'g') like ${containing(local)}`;
}

/**
 * Up to `limit` users whose name or e-mail contains `term` (the trigram indexes of migration
 * 0007), or whose phone contains its digits; newest first.
 */
export async function searchGuests(db: Executor, term: string, limit = 20): Promise<GuestRow[]> {
  const digits = term.replace(/\D/g, '');
  const pattern = containing(term);
  return db
    .select(guestColumns)
    .from(user)
    .where(or(ilike(user.name, pattern), ilike(user.email, pattern), digits.length >= 3 ? phoneContaining(digits) : undefined))
    .orderBy(desc(user.createdAt))
    .limit(limit);
}

/** The guest with e-mail `email` (stored lower-cased), or undefined. */
export async function findGuestByEmail(db: Executor, email: string): Promise<GuestRow | undefined> {
  const [row] = await db.select(guestColumns).from(user).where(eq(user.email, email.toLowerCase())).limit(1);
  return row;
}

/** The guest `id`, or undefined. */
export async function findGuestById(db: Executor, id: string): Promise<GuestRow | undefined> {
  const [row] = await db.select(guestColumns).from(user).where(eq(user.id, id)).limit(1);
  return row;
}

/** Inserts a guest user with no account row (they cannot sign in until they claim it). Throws 23505 on a taken e-mail. */
export async function insertGuest(
  db: Executor,
  guest: { id: string; name: string; email: string; phoneNumber: string },
): Promise<GuestRow> {
  await db.insert(user).values({ ...guest, role: 'guest', emailVerified: false });
  return { ...guest, hasAccount: false };
}
