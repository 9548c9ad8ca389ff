/**
 * The start-up banner prints a demo login only when it still works (issue #14): the account
 * exists and its password is still the demo one.
 */
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '#server/db/schema.ts';
import { DEMO_ADMIN, DEMO_GUEST, hasDemoPassword } from '#server/db/seed/users.ts';
import { createUser } from '#tests/factories/users.ts';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('hasDemoPassword', () => {
  it('is true only while the demo account signs in with its demo password', async () => {
    expect(await hasDemoPassword(t.app, DEMO_GUEST)).toBe(false);
    const guest = await createUser(t.app, { email: DEMO_GUEST.email, password: DEMO_GUEST.password, name: DEMO_GUEST.name });
    expect(await hasDemoPassword(t.app, DEMO_GUEST)).toBe(true);
    await t.app.db
      .update(account)
      .set({ password: await hashPassword('a-new-secret-1') })
      .where(eq(account.userId, guest.id));
    expect(await hasDemoPassword(t.app, DEMO_GUEST)).toBe(false);
    expect(await hasDemoPassword(t.app, DEMO_ADMIN)).toBe(false);
  });
});
