/**
 * Edit profile (docs/product/rules.md#profile, docs/product/api.md#users POST /edit-profile/{userId}, issue #5 §3): the owner's
 * fields change, including the signed-in display name and photo; invalid input, another
 * user's profile and attempts to change e-mail, role or status are refused and change nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, nameControlCharacterMessage } from '#shared/messages.ts';
import { user } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let guest: TestUser;
let other: TestUser;

const valid = {
  name: 'Farhana Akter',
  age: 31,
  photo: '/uploads/3f1e1c1a-1111-4a4a-9b9b-000000000001.webp',
  phoneNumber: '01712345678',
  address: 'House 12, Road 5, Dhanmondi, Dhaka 1205',
  bio: 'Loves quiet rooms with a view.',
};

beforeAll(async () => {
  t = await buildTestApp();
  guest = await createUser(t.app, { name: 'Farhana' });
  other = await createUser(t.app, { name: 'Someone Else' });
});

afterAll(async () => {
  await t?.close();
});

const editProfile = (userId: string, payload: Record<string, unknown>, cookie: string | null = guest.cookie) =>
  t.app.inject({ method: 'POST', url: `/api/edit-profile/${userId}`, headers: cookie ? { cookie } : {}, payload });
const rowOf = async (id: string) => (await t.app.db.select().from(user).where(eq(user.id, id)))[0];

describe('POST /api/edit-profile/{userId}', () => {
  it('saves every field of the caller and answers the updated record; the session shows the new name and photo', async () => {
    const res = await editProfile(guest.id, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: guest.id,
      email: guest.email,
      role: 'guest',
      status: 'Verified',
      name: valid.name,
      photo: valid.photo,
      age: 31,
      phoneNumber: valid.phoneNumber,
      address: valid.address,
      bio: valid.bio,
    });
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: guest.cookie } });
    expect(session.json().user).toMatchObject({ name: valid.name, image: valid.photo });
  });

  it('keeps the photo when none is sent', async () => {
    const { photo: _photo, ...withoutPhoto } = valid;
    const res = await editProfile(guest.id, { ...withoutPhoto, bio: 'Updated bio.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ photo: valid.photo, bio: 'Updated bio.' });
  });

  it.each([
    ['10 digits', '0171234567'],
    ['12 digits', '017123456789'],
    ['letters', '0171234567a'],
    ['a plus sign', '+8801712345'],
  ])('refuses a phone number with %s with the SPEC message, changing nothing', async (_label, phoneNumber) => {
    const before = await rowOf(guest.id);
    const res = await editProfile(guest.id, { ...valid, name: 'Changed', phoneNumber });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.phoneInvalid, code: 'VALIDATION' });
    expect(await rowOf(guest.id)).toEqual(before);
  });

  it.each(['name', 'age', 'phoneNumber', 'address', 'bio'])(
    'refuses the form without %s (docs/product/rules.md#profile required)',
    async (field) => {
      const before = await rowOf(guest.id);
      const { [field]: _dropped, ...rest } = valid as Record<string, unknown>;
      const missing = await editProfile(guest.id, { ...rest, name: rest.name ? 'Changed' : undefined });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: 'VALIDATION' });
      if (field !== 'age') {
        const blank = await editProfile(guest.id, { ...valid, [field]: '   ' });
        expect(blank.statusCode).toBe(400);
      }
      expect(await rowOf(guest.id)).toEqual(before);
    },
  );

  // Issue 24: a line break in a name splits every list, e-mail and log line it is shown in.
  it.each([
    ['CR/LF', 'Farhana\r\nAdmin'],
    ['a line feed', 'Farhana\nAkter'],
    ['a tab', 'Farhana\tAkter'],
    ['an escape', 'Farhana\u001b[31m'],
    ['a C1 control', 'Farhana\u0085Akter'],
    ['a line separator', 'Farhana\u2028Akter'],
    ['a bidi override', 'Farhana\u202Etxt.exe'],
    ['a bidi isolate', 'Farhana\u2067Akter'],
  ])('refuses a name with %s, changing nothing', async (_label, name) => {
    const before = await rowOf(guest.id);
    const res = await editProfile(guest.id, { ...valid, name });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: nameControlCharacterMessage, code: 'VALIDATION' });
    expect(await rowOf(guest.id)).toEqual(before);
  });

  it('keeps a Bengali name with ZWNJ/ZWJ (they shape conjuncts)', async () => {
    const name = 'র\u200D্যাব \u200Cসাহা';
    const res = await editProfile(guest.id, { ...valid, name });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name });
  });

  it.each([0, 151, 30.5, '31'])('refuses age %s', async (age) => {
    expect((await editProfile(guest.id, { ...valid, age })).statusCode).toBe(400);
  });

  it('refuses a javascript: or data: photo', async () => {
    expect((await editProfile(guest.id, { ...valid, photo: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await editProfile(guest.id, { ...valid, photo: 'data:image/png;base64,AAAA' })).statusCode).toBe(400);
  });

  it('refuses a plain-http photo that our image storage did not store, changing nothing', async () => {
    const before = await rowOf(guest.id);
    const res = await editProfile(guest.id, { ...valid, photo: 'http://tracker.example/pixel.png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Photo must be an uploaded image', code: 'VALIDATION' });
    expect(await rowOf(guest.id)).toEqual(before);
  });

  it('never changes e-mail, role or status', async () => {
    const before = await rowOf(guest.id);
    for (const extra of [{ role: 'admin' }, { status: 'Banned' }, { email: 'taken-over@example.com' }]) {
      const res = await editProfile(guest.id, { ...valid, name: 'Sneaky', ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Only name, age, photo, phone number, address and bio can be changed');
    }
    expect(await rowOf(guest.id)).toEqual(before);
  });

  it("refuses another user's profile (403) and anonymous callers (401), changing nothing", async () => {
    const before = await rowOf(other.id);
    expect((await editProfile(other.id, valid)).statusCode).toBe(403);
    expect((await editProfile(other.id, valid, null)).statusCode).toBe(401);
    expect(await rowOf(other.id)).toEqual(before);
  });
});

describe('PUT /api/users/{email} (the post-login upsert)', () => {
  it('cannot make anyone an admin or change a status', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${guest.email}`,
      headers: { cookie: guest.cookie },
      payload: { name: valid.name, email: guest.email, role: 'admin', status: 'Banned' },
    });
    expect(res.json()).toMatchObject({ role: 'guest', status: 'Verified' });
    expect(await rowOf(guest.id)).toMatchObject({ role: 'guest', status: 'Verified', email: guest.email });
  });

  it('refuses a name with a line break (issue 24), changing nothing', async () => {
    const before = await rowOf(guest.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${guest.email}`,
      headers: { cookie: guest.cookie },
      payload: { name: 'Farhana\r\nAdmin', email: guest.email },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: nameControlCharacterMessage, code: 'VALIDATION' });
    expect(await rowOf(guest.id)).toEqual(before);
  });

  it("refuses another user's e-mail", async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${other.email}`,
      headers: { cookie: guest.cookie },
      payload: { name: 'Hijack', role: 'admin' },
    });
    expect(res.statusCode).toBe(403);
    expect(await rowOf(other.id)).toMatchObject({ name: 'Someone Else', role: 'guest' });
  });
});
