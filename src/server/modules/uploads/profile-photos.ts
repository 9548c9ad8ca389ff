/**
 * Profile photos are stored under their owner's id (uploads.routes.ts), so a profile can take
 * only its owner's uploads (issue #9: "a guest may upload only their own profile photo").
 */
import { profilePhotoPrefix } from '#shared/schemas/uploads.ts';
import { AppError } from '../../errors.ts';
import type { ImageStorage } from '../../plugins/storage.ts';

/** Throws 400 when `url` is another user's uploaded profile photo (room images and outside URLs pass). */
export function assertNotOthersProfilePhoto(storage: ImageStorage, url: string | null | undefined, userId: string): void {
  if (!url) return;
  const key = storage.keyOf(url);
  if (key?.startsWith('profiles/') && !key.startsWith(profilePhotoPrefix(userId))) {
    throw new AppError('INVALID_PHOTO', 'Photo must be an image you uploaded');
  }
}
