/**
 * POST /api/like|dislike/{roomId}/{userId} (docs/product/states.md#likes, docs/product/api.md#likes; issue #4 item 6): the caller
 * only, once per user per room, always answered with the count and the liked state.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { likeReplySchema } from '#shared/schemas/reviews.ts';
import { roomLikes, rooms } from '#server/db/schema.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
let other: TestUser;

useAppWithUsers((s) => ({ t, admin, guest } = s));
beforeAll(async () => {
  other = await createUser(t.app);
});

const press = (kind: 'like' | 'dislike', roomId: string, userId: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/api/${kind}/${roomId}/${userId}`, headers: { origin: t.baseUrl, ...(cookie ? { cookie } : {}) } });

async function stateOf(roomId: string, userId: string) {
  const [room] = await t.app.db.select({ likes: rooms.likesCount }).from(rooms).where(eq(rooms.id, roomId));
  const liked = await t.app.db
    .select()
    .from(roomLikes)
    .where(and(eq(roomLikes.roomId, roomId), eq(roomLikes.userId, userId)));
  return { likes: room.likes, isLiked: liked.length === 1 };
}

describe('likes', () => {
  it('likes once per user, unlikes once, and always answers { likes, isLiked }', async () => {
    const { id } = await createRoom(t.app, admin.id);
    const steps: Array<[TestUser, 'like' | 'dislike', number, boolean]> = [
      [guest, 'like', 1, true],
      [guest, 'like', 1, true],
      [other, 'like', 2, true],
      [guest, 'dislike', 1, false],
      [guest, 'dislike', 1, false],
      [other, 'dislike', 0, false],
      [other, 'dislike', 0, false],
    ];
    for (const [who, kind, likes, isLiked] of steps) {
      const res = await press(kind, id, who.id, who.cookie);
      expect(res.statusCode).toBe(200);
      expect(likeReplySchema.parse(res.json())).toEqual({ likes, isLiked });
      expect(await stateOf(id, who.id)).toEqual({ likes, isLiked });
    }
  });

  it("shows the count and the caller's liked state on the room detail", async () => {
    const { id } = await createRoom(t.app, admin.id);
    await press('like', id, guest.id, guest.cookie);
    const mine = await t.app.inject({ method: 'GET', url: `/api/room/${id}`, headers: { cookie: guest.cookie } });
    expect(mine.json()).toMatchObject({ likes: 1, isLiked: true });
    const theirs = await t.app.inject({ method: 'GET', url: `/api/room/${id}`, headers: { cookie: other.cookie } });
    expect(theirs.json()).toMatchObject({ likes: 1, isLiked: false });
  });

  it('counts concurrent likes of one user once', async () => {
    const { id } = await createRoom(t.app, admin.id);
    const results = await Promise.all([1, 2, 3, 4].map(() => press('like', id, guest.id, guest.cookie)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await stateOf(id, guest.id)).toEqual({ likes: 1, isLiked: true });
  });

  it.each(['like', 'dislike'] as const)("%s: anonymous 401, someone else's userId 403, unknown room 404, nothing changed", async (kind) => {
    const { id } = await createRoom(t.app, admin.id);
    await press('like', id, guest.id, guest.cookie);
    expect((await press(kind, id, guest.id)).statusCode).toBe(401);
    expect((await press(kind, id, guest.id, other.cookie)).statusCode).toBe(403);
    expect((await press(kind, id, other.id, guest.cookie)).statusCode).toBe(403);
    expect(await stateOf(id, guest.id)).toEqual({ likes: 1, isLiked: true });
    expect(await stateOf(id, other.id)).toEqual({ likes: 1, isLiked: false });
    expect((await press(kind, crypto.randomUUID(), guest.id, guest.cookie)).statusCode).toBe(404);
    expect((await press(kind, 'not-a-room', guest.id, guest.cookie)).statusCode).toBe(404);
  });
});
