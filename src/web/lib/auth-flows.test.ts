import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from './auth/auth-types.ts';
import { fetchSession, settleSession } from './auth-flows.ts';

const guest = { name: 'Guest', email: 'guest@hotel.test', image: null };
const signedIn = { user: guest, session: { expiresAt: '2026-12-01T00:00:00.000Z' } };

/** Answers every fetch with `body` and `status`; returns the spy. */
const answer = (body: string, status = 200) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(new Response(body, { status })));

describe('fetchSession: GET /api/auth/get-session as better-auth answers it (issue 25)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the session and its user when signed in, asked for with the cookie', async () => {
    const fetch = answer(JSON.stringify(signedIn));
    expect(await fetchSession()).toEqual(signedIn);
    expect(fetch).toHaveBeenCalledWith('/api/auth/get-session', expect.objectContaining({ credentials: 'include' }));
  });

  it('is null for the body `null`, an empty body, and a 401', async () => {
    answer('null');
    expect(await fetchSession()).toBeNull();
    answer('');
    expect(await fetchSession()).toBeNull();
    answer('{"message":"Unauthorized"}', 401);
    expect(await fetchSession()).toBeNull();
  });

  it('rejects on another failure, so the query keeps what it knew', async () => {
    answer('oops', 500);
    await expect(fetchSession()).rejects.toThrow();
  });
});

describe('settleSession', () => {
  it('asks again until the session shows the wanted state, and gives its user', async () => {
    const answers: Array<SessionUser | null> = [null, null, guest];
    const refetch = vi.fn(() => Promise.resolve(answers.shift() ?? null));
    expect(await settleSession(refetch, true)).toEqual(guest);
    expect(refetch).toHaveBeenCalledTimes(3);
  });

  it('gives up after three answers', async () => {
    const refetch = vi.fn(() => Promise.resolve(guest));
    expect(await settleSession(refetch, false)).toEqual(guest);
    expect(refetch).toHaveBeenCalledTimes(3);
  });
});
