/**
 * Like rules (docs/product/states.md#likes, docs/product/api.md#likes like/dislike; issue #4): the caller likes for themself only,
 * once per room; a repeated like or dislike changes nothing and is still answered.
 */
import type { LikeReply } from '#shared/schemas/reviews.ts';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { addLike, findLikesCount, removeLike } from './likes.repository.ts';
import { isEntityId } from '#shared/schemas/common.ts';

/**
 * POST /like|dislike/:roomId/:userId → `{ likes, isLiked }` after the call. Throws 403 when
 * `userId` is not the caller, 404 for an unknown or archived room.
 */
export async function setLike(app: AppContext, caller: SessionUser, roomId: string, userId: string, isLiked: boolean): Promise<LikeReply> {
  if (userId !== caller.id) throw forbidden();
  if (!isEntityId(roomId) || (await findLikesCount(app.db, roomId)) === undefined) throw notFound('Room');
  const likes = await app.db.transaction((tx) => (isLiked ? addLike(tx, roomId, caller.id) : removeLike(tx, roomId, caller.id)));
  return { likes, isLiked };
}
