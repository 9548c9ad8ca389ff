/**
 * The setup most API test files share: a fresh app (build-test-app.ts) with one admin and one
 * guest. They were signed up through the real auth endpoint once per run, in the `users`
 * template of tests/setup/global-setup.ts; each app gets its own copy of them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '#server/config.ts';
import { user } from '#server/db/schema.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';
import { startTestApp, type TestApp } from './build-test-app.ts';
import { testTemplates } from './test-database.ts';

export interface AppWithUsers {
  t: TestApp;
  admin: TestUser;
  guest: TestUser;
}

export interface AppWithUsersOptions {
  /** Config patches (e.g. holdMinutes). */
  overrides?: Partial<AppConfig>;
  /** The guest's display name. */
  guestName?: string;
}

/** Builds the app (with config `overrides`) with an admin and a guest (named `guestName` if given). */
export async function buildAppWithUsers(options: AppWithUsersOptions = {}): Promise<AppWithUsers> {
  const templates = testTemplates();
  if (!templates) {
    // No global setup (a file run under another config): sign them up in this app.
    const t = await startTestApp('bare', options.overrides);
    const admin = await createUser(t.app, { role: 'admin' });
    const guest = await createUser(t.app, options.guestName ? { name: options.guestName } : {});
    return { t, admin, guest };
  }
  const t = await startTestApp('users', options.overrides);
  const { admin } = templates.users;
  let { guest } = templates.users;
  if (options.guestName) {
    await t.app.db.update(user).set({ name: options.guestName }).where(eq(user.id, guest.id));
    guest = { ...guest, name: options.guestName };
  }
  return { t, admin: { ...admin }, guest: { ...guest } };
}

/**
 * The one setup of an API test file: builds the app with its admin and guest before the
 * file's tests (`onReady` receives them) and closes it after them, whatever happened.
 * Returns the same object, filled in by then: read it inside tests and hooks only.
 *
 * @example
 *   let t: TestApp; let guest: TestUser;
 *   useAppWithUsers((s) => ({ t, guest } = s), { guestName: 'Nusrat Jahan' });
 */
export function useAppWithUsers(onReady: (setup: AppWithUsers) => void = () => {}, options: AppWithUsersOptions = {}): AppWithUsers {
  const setup = {} as AppWithUsers;
  let building: Promise<AppWithUsers> | undefined;
  beforeAll(async () => {
    building = buildAppWithUsers(options);
    Object.assign(setup, await building);
    onReady(setup);
  });
  afterAll(async () => {
    // Awaits a build that outlived a timed-out beforeAll too, so its database and folders go.
    await (await building?.catch(() => undefined))?.t.close();
  });
  return setup;
}
