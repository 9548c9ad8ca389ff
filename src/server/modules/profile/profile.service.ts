/**
 * Edit profile (docs/product/screens.md#edit-profile, docs/product/rules.md#profile, docs/product/api.md#users POST /edit-profile/{userId}). The caller
 * edits only their own record; name and photo live on the same `user` row better-auth reads,
 * so the signed-in user's display name and photo change with it (docs/product/api.md#users "profile update with
 * display name and photo URL").
 */
import { isAcceptablePhotoUrl, PHOTO_NOT_UPLOADED, type EditProfileBody } from '#shared/schemas/profile.ts';
import type { User } from '#shared/schemas/users.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden } from '../../errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import type { ImageStorage } from '../../plugins/storage.ts';
import { updateOwnProfile } from '../users/users.service.ts';
import { assertNotOthersProfilePhoto } from '../../plugins/profile-photos.ts';

/**
 * Saves `body` (already validated: docs/product/rules.md#profile required fields, 11-digit phone) as `userId`'s
 * profile and answers the updated user record. A photo must be https or an image of our own
 * `storage` (whatever its scheme). Throws 403 when `userId` is not the caller, 400 for another
 * photo, 404 when the user no longer exists. A `photo` left out keeps the current one.
 */
export async function editOwnProfile(
  { db, storage }: { db: Database; storage: ImageStorage },
  caller: SessionUser,
  userId: string,
  body: EditProfileBody,
): Promise<User> {
  if (userId !== caller.id) throw forbidden();
  const { photo, ...fields } = body;
  if (photo && !isAcceptablePhotoUrl(photo) && storage.keyOf(photo) === null) {
    throw new AppError('VALIDATION', PHOTO_NOT_UPLOADED);
  }
  assertNotOthersProfilePhoto(storage, photo, caller.id);
  return updateOwnProfile(db, caller.id, { ...fields, ...(photo !== undefined ? { image: photo } : {}) });
}
