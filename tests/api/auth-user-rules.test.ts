/**
 * Issue #9: every path that writes a user obeys the profile rules (name 1–120 characters, photo
 * an uploaded image or https URL), and better-auth endpoints the app does not use answer 404.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let guest: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  guest = await createUser(t.app, { name: 'Rahima' });
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
let lastEmail = '';
const signUp = (body: Record<string, unknown>) => {
  lastEmail = `rules-${++n}-${Date.now()}@example.com`;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress: `10.9.0.${n}`,
    payload: { email: lastEmail, password: 'secret123', ...body },
  });
};
const rowOf = async (email: string) => (await t.app.db.select().from(user).where(eq(user.email, email)))[0];

describe('sign-up', () => {
  it.each([
    ['an empty name', { name: '   ' }],
    ['a 900 KB name', { name: 'x'.repeat(900_000) }],
    ['a 121-character name', { name: 'x'.repeat(121) }],
    ['a javascript: photo', { name: 'Eve', image: 'javascript:alert(1)' }],
    ['a data: photo', { name: 'Eve', image: 'data:image/png;base64,AAAA' }],
    ['a name with CR/LF (issue 24)', { name: 'Eve\r\nAdmin' }],
    ['a name with a tab (issue 24)', { name: 'Eve\tAdmin' }],
    ['a name with a bidi override (issue 24)', { name: 'Eve\u202Egnp.exe' }],
  ])('refuses %s and creates nobody', async (_label, body) => {
    const res = await signUp(body);
    expect(res.statusCode).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: 'INVALID_PROFILE' });
    expect(await rowOf(lastEmail)).toBeUndefined();
  });

  it('still signs up a normal name with an https photo (trimmed)', async () => {
    const res = await signUp({ name: '  Karim  ', image: 'https://example.com/k.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { name: 'Karim', image: 'https://example.com/k.jpg' } });
  });
});

// Issue 24: a new account owns no upload yet, so sign-up may not name another user's profile
// photo (the same rule as the profile edit, plugins/profile-photos.ts).
describe("sign-up with someone else's uploaded photo", () => {
  let photoUrl = '';
  beforeAll(async () => {
    const form = new FormData();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#7d9b84' } })
      .png()
      .toBuffer();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const response = await fetch(`${t.baseUrl}/api/upload`, {
      method: 'POST',
      body: form,
      headers: { origin: t.baseUrl, cookie: guest.cookie },
    });
    photoUrl = ((await response.json()) as { data: { display_url: string } }).data.display_url;
    expect(photoUrl).toContain(`/profiles/${guest.id}/`);
  });

  it.each([
    ['as uploaded', (url: string) => url],
    ["behind a '..' a browser removes", (url: string) => url.replace('/uploads/', '/uploads/x/../')],
    ['behind a %2e%2e', (url: string) => url.replace('/uploads/', '/uploads/x/%2e%2e/')],
  ])('is refused (%s) and creates nobody', async (_label, disguise) => {
    const res = await signUp({ name: 'Eve', image: disguise(photoUrl) });
    expect(res.statusCode).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: 'INVALID_PHOTO', message: 'Photo must be an image you uploaded' });
    expect(await rowOf(lastEmail)).toBeUndefined();
  });
});

describe('better-auth endpoints we do not use', () => {
  it.each([
    ['POST', '/api/auth/update-user', { name: '', image: 'javascript:alert(1)' }],
    ['POST', '/api/auth/change-email', { newEmail: 'stolen@example.com' }],
    ['POST', '/api/auth/change-password', { currentPassword: 'secret123', newPassword: 'other123' }],
    ['POST', '/api/auth/delete-user', {}],
    ['GET', '/api/auth/list-sessions', undefined],
    ['POST', '/api/auth/revoke-sessions', {}],
    ['GET', '/api/auth/list-accounts', undefined],
    ['POST', '/api/auth/link-social', { provider: 'google' }],
    ['GET', '/api/auth/reset-password/some-token', undefined],
  ] as const)('%s %s answers 404 and changes nothing', async (method, url, payload) => {
    const res = await t.app.inject({ method, url, headers: { cookie: guest.cookie }, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(404);
    expect(await rowOf(guest.email)).toMatchObject({ name: 'Rahima', image: null, email: guest.email });
  });

  it('keeps the ones the SPA uses', async () => {
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: guest.cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ user: { email: guest.email } });
  });
});

describe('better-auth writes from the server side', () => {
  it('apply the same rules to updateUser', async () => {
    const headers = new Headers({ cookie: guest.cookie });
    await expect(t.app.auth.api.updateUser({ headers, body: { name: '' } })).rejects.toMatchObject({ statusCode: 400 });
    await expect(t.app.auth.api.updateUser({ headers, body: { image: 'javascript:alert(1)' } })).rejects.toMatchObject({ statusCode: 400 });
    expect(await rowOf(guest.email)).toMatchObject({ name: 'Rahima', image: null });
  });
});
