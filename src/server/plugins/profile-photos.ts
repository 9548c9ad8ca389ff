/**
 * Profile photos are stored under their owner's id (modules/uploads/uploads.routes.ts), so a
 * profile can take only its owner's uploads (issue #9: "a guest may upload only their own
 * profile photo"). A rule of the storage's keys, beside storage-keys.ts: better-auth's user
 * rules (auth-user-rules.ts) and the users and profile modules apply it alike.
 */
import { profilePhotoPrefix } from '#shared/schemas/uploads.ts';
import { AppError } from '../errors.ts';
import { isSafeKey } from './storage-keys.ts';
import type { ImageStorage } from './storage.ts';

// Stands in for the page's origin when a root-relative URL is resolved; never fetched.
const RELATIVE_BASE = 'http://relative.invalid';

/**
 * `url` as a browser would load it: dot segments (`..`, `%2e%2e`) removed and backslashes read
 * as slashes, the WHATWG URL rules. Root-relative in, root-relative out; unparsable → `url`.
 */
function resolveLikeBrowser(url: string): string {
  try {
    const resolved = new URL(url, RELATIVE_BASE);
    return resolved.origin === RELATIVE_BASE ? `${resolved.pathname}${resolved.search}` : resolved.href;
  } catch {
    return url;
  }
}

const notYours = () => new AppError('INVALID_PHOTO', 'Photo must be an image you uploaded');

/**
 * Throws 400 INVALID_PHOTO when `url` is another user's uploaded profile photo (room images and
 * outside URLs pass). Issue 24: a URL into our storage must be written as `put` answered it; one
 * whose path a browser would rewrite (`/uploads/x/../profiles/<other>/…`, `%2e%2e`, `\`, `//`)
 * is refused before the owner is checked, so the check sees the image the browser would show.
 */
export function assertNotOthersProfilePhoto(storage: ImageStorage, url: string | null | undefined, userId: string): void {
  if (!url) return;
  const key = storage.keyOf(url);
  const resolvedKey = storage.keyOf(resolveLikeBrowser(url));
  if ((key !== null && !isSafeKey(key)) || (resolvedKey !== null && resolvedKey !== key)) throw notYours();
  if (key?.startsWith('profiles/') && !key.startsWith(profilePhotoPrefix(userId))) throw notYours();
}
