/**
 * User factory: signs a user up through the real better-auth endpoint and returns the
 * session cookie, so tests act exactly as a browser would.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '#server/app.ts';
import { user } from '#server/db/schema.ts';
import type { Role } from '#shared/domain/staff-roles.ts';

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  cookie: string;
}

/** Signs up a user (role guest, or the given staff role, set directly in the database). */
export async function createUser(
  app: App,
  options: { name?: string; email?: string; password?: string; role?: Role } = {},
): Promise<TestUser> {
  const name = options.name ?? `Guest ${randomBytes(3).toString('hex')}`;
  const email = options.email ?? `user-${randomBytes(5).toString('hex')}@example.com`;
  const password = options.password ?? 'secret123';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: app.config.publicUrl },
    // Each made-up user signs up from an address of its own: sign-ups are limited per IP.
    remoteAddress: `10.${randomBytes(3).join('.')}`,
    payload: { name, email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const id = (response.json() as { user: { id: string } }).user.id;
  if (options.role && options.role !== 'guest') await app.db.update(user).set({ role: options.role }).where(eq(user.id, id));
  return { id, name, email, password, cookie: cookieHeaderFrom(response.headers['set-cookie']) };
}

/** Turns Set-Cookie header(s) into a Cookie request header. */
export function cookieHeaderFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** A new session of `user` (signed in again, from an address of its own): a cookie no request has used yet. */
export async function signIn(app: App, user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: app.config.publicUrl },
    remoteAddress: `10.${randomBytes(3).join('.')}`,
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return cookieHeaderFrom(response.headers['set-cookie']);
}
