/**
 * The setup most API test files share: a fresh app (build-test-app.ts) with one admin and one
 * guest signed up through the real auth endpoint.
 */
import type { AppConfig } from '#server/config.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';

export interface AppWithUsers {
  t: TestApp;
  admin: TestUser;
  guest: TestUser;
}

/** Builds the app (with config `overrides`) and signs up an admin and a guest (`guestName` if given). */
export async function buildAppWithUsers(options: { overrides?: Partial<AppConfig>; guestName?: string } = {}): Promise<AppWithUsers> {
  const t = await buildTestApp(options.overrides);
  const admin = await createUser(t.app, { role: 'admin' });
  const guest = await createUser(t.app, options.guestName ? { name: options.guestName } : {});
  return { t, admin, guest };
}
