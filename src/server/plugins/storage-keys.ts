/** Storage key rules shared by every ImageStorage implementation (local disk and S3). */

// Slash-separated segments of safe characters; no segment may start with a dot (no `..`, no dotfiles).
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** True when `key` stays inside the storage root and names no hidden file (≤ 200 chars). */
export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && key.length <= 200;
}

/** Throws when `key` could escape the storage root or name a hidden file. */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

/** Cache-Control for content-addressed files (uploads, built assets): cached for a year, never revalidated. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Where uploaded images live: the local disk or an S3 bucket (storage.ts, storage-s3.ts). */
export interface ImageStorage {
  /** Stores `body` under `key` (overwriting), resolves to its public URL (root-relative for local disk). */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** True when an object is stored under `key`. */
  has(key: string): Promise<boolean>;
  /** The key of `url` when it points into this storage (as `put` answered it), else null. */
  keyOf(url: string): string | null;
  /** Resolves when the storage can take writes (/readyz's `storage` check), rejects otherwise. */
  probe(): Promise<unknown>;
  /**
   * The objects directly in `folder` ('' for the top level, else ending in '/'), not those in its
   * subfolders, with when each was last written (issue 24's sweep of orphan room images).
   */
  listFolder(folder: string): Promise<StoredObject[]>;
  /** Deletes the object under `key`; a key that is not there is no error. */
  remove(key: string): Promise<void>;
}

/** One stored object: its key and when it was last written. */
export interface StoredObject {
  key: string;
  modifiedAt: Date;
}
