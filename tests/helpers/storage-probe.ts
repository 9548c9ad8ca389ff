/**
 * Looks into the app's image storage from a test, the same way for the local disk and for an
 * S3 bucket (s3rver), so one upload suite can check both (tests/api/uploads.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { App } from '#server/app.ts';
import { LocalDiskStorage } from '#server/plugins/storage.ts';
import { S3ImageStorage } from '#server/plugins/storage-s3.ts';
import type { LocalS3 } from './local-s3.ts';

/** What a test needs to know about where the app stores images. */
export interface StorageProbe {
  kind: 'disk' | 's3';
  /** Keys (file names) currently stored. */
  storedFiles: () => Promise<string[]>;
  /** The stored bytes behind a display_url, after checking the URL's form. */
  storedFileOf: (displayUrl: string) => Promise<Buffer>;
  /** The absolute URL a browser loads for `displayUrl`, and one for a key never stored. */
  browserUrlOf: (displayUrl: string) => string;
  missingUrl: () => string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The local disk storage of `app`, served by the app at `baseUrl`/uploads. */
export function diskProbe(app: App, baseUrl: string): StorageProbe {
  expect(app.storage).toBeInstanceOf(LocalDiskStorage);
  const root = (app.storage as LocalDiskStorage).root;
  return {
    kind: 'disk',
    storedFiles: async () => readdirSync(root).sort(),
    storedFileOf: async (displayUrl) => {
      expect(displayUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.rw(-\d+)?\.webp$/);
      return readFileSync(path.join(root, displayUrl.slice('/uploads/'.length)));
    },
    browserUrlOf: (displayUrl) => `${baseUrl}${displayUrl}`,
    missingUrl: () => `${baseUrl}/uploads/does-not-exist.webp`,
  };
}

/** The S3 storage of `app` in the bucket of `s3`; objects must carry the WebP type and immutable caching. */
export function s3Probe(app: App, s3: LocalS3): StorageProbe {
  expect(app.storage).toBeInstanceOf(S3ImageStorage);
  const base = `${s3.config.publicUrl}/`;
  return {
    kind: 's3',
    storedFiles: () => s3.listKeys(),
    storedFileOf: async (displayUrl) => {
      expect(displayUrl).toMatch(new RegExp(`^${escapeRegExp(base)}[0-9a-f-]{36}\\.rw(-\\d+)?\\.webp$`));
      const object = await s3.readObject(displayUrl.slice(base.length));
      expect(object).toMatchObject({ contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' });
      return object.body;
    },
    browserUrlOf: (displayUrl) => displayUrl,
    missingUrl: () => `${base}does-not-exist.webp`,
  };
}
