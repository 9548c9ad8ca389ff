/**
 * Demo accounts: an admin (the host of every demo room), a guest to try the app with, and a
 * few guests who wrote the demo reviews. Created through better-auth's server API so the
 * passwords are hashed exactly as for real sign-ups; each gets a generated initials avatar.
 */
import { verifyPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { account, session, user } from '../schema.ts';
import { storeSvgAsWebp } from './images.ts';

export interface DemoPerson {
  name: string;
  email: string;
  password: string;
}

export interface SeededUser {
  id: string;
  name: string;
  email: string;
}

export const DEMO_ADMIN: DemoPerson = { name: 'Hotel Admin', email: 'admin@hotel.test', password: 'admin123' };
export const DEMO_GUEST: DemoPerson = { name: 'Demo Guest', email: 'guest@hotel.test', password: 'guest123' };
const REVIEWERS: readonly DemoPerson[] = [
  { name: 'Nusrat Jahan', email: 'nusrat.jahan@hotel.test', password: 'reviewer123' },
  { name: 'Tanvir Ahmed', email: 'tanvir.ahmed@hotel.test', password: 'reviewer123' },
  { name: 'Farhana Rahman', email: 'farhana.rahman@hotel.test', password: 'reviewer123' },
  { name: 'Arif Hossain', email: 'arif.hossain@hotel.test', password: 'reviewer123' },
];
const AVATAR_COLOURS = ['#2f7d78', '#c45f3a', '#2f4a68', '#6d5a8e', '#b8934f', '#5f8a6c'];

/** SVG (256 × 256) of the person's initials in white on a coloured circle. */
function avatarSvg(name: string, colour: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}" stop-opacity="0.8"/><stop offset="1" stop-color="${colour}"/></linearGradient></defs>` +
    `<circle cx="128" cy="128" r="128" fill="url(#a)"/>` +
    `<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="bold" font-size="96" fill="#ffffff">${initials}</text></svg>`
  );
}

/**
 * Returns the user with `person.email`, signing them up first when missing. A newly created
 * user gets `role` and a generated avatar; an existing account is left exactly as it is
 * (never promoted), so the seed cannot hand admin rights to an account someone else made.
 */
async function ensureUser(app: FastifyInstance, person: DemoPerson, role: 'guest' | 'admin', colour: string): Promise<SeededUser> {
  const findExisting = async () => {
    const [existing] = await app.db.select({ id: user.id, role: user.role }).from(user).where(eq(user.email, person.email));
    return existing;
  };
  const existing = await findExisting();
  if (existing) {
    if (existing.role !== role) app.log.warn({ email: person.email }, 'demo account exists with another role; left unchanged');
    return { id: existing.id, name: person.name, email: person.email };
  }
  let id: string;
  try {
    const created = await app.auth.api.signUpEmail({ body: { name: person.name, email: person.email, password: person.password } });
    id = created.user.id;
  } catch (error) {
    // Another instance seeding the same database may have created it a moment ago.
    const raced = await findExisting();
    if (raced) return { id: raced.id, name: person.name, email: person.email };
    throw error;
  }
  const photo = await storeSvgAsWebp(app, avatarSvg(person.name, colour));
  await app.db.update(user).set({ role, image: photo, emailVerified: true }).where(eq(user.id, id));
  // Sign-up signs the user in; nobody holds that session, so drop it.
  await app.db.delete(session).where(eq(session.userId, id));
  return { id, name: person.name, email: person.email };
}

/** Creates (or finds) the demo admin, the demo guest and the reviewer guests. */
export async function seedUsers(app: FastifyInstance): Promise<{ admin: SeededUser; guest: SeededUser; reviewers: SeededUser[] }> {
  const admin = await ensureUser(app, DEMO_ADMIN, 'admin', AVATAR_COLOURS[0]);
  const guest = await ensureUser(app, DEMO_GUEST, 'guest', AVATAR_COLOURS[1]);
  const reviewers: SeededUser[] = [];
  for (const [i, person] of REVIEWERS.entries()) {
    reviewers.push(await ensureUser(app, person, 'guest', AVATAR_COLOURS[(i + 2) % AVATAR_COLOURS.length]));
  }
  return { admin, guest, reviewers };
}

/**
 * Whether `person`'s account exists and still signs in with its demo password (issue #14:
 * the start-up banner prints a demo login only then, so a changed password is never shown).
 */
export async function hasDemoPassword(app: FastifyInstance, person: DemoPerson): Promise<boolean> {
  const [row] = await app.db
    .select({ hash: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(and(eq(user.email, person.email), eq(account.providerId, 'credential')));
  return Boolean(row?.hash) && verifyPassword({ hash: row.hash!, password: person.password });
}
