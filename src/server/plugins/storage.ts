/**
 * Image storage (docs/architecture.md#external-services). A small interface with two implementations: an S3-compatible
 * bucket (storage-s3.ts, when S3_BUCKET is set) and the local disk, which keeps files under
 * `${dataDir}/uploads` and serves them at `/uploads/<key>`. Keys are server-generated and
 * never reused for other content, so the files are cached as immutable.
 */
import { randomUUID } from 'node:crypto';
import { constants, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { access, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_PREFIX } from '#shared/schemas/common.ts';
import { assertSafeKey, IMMUTABLE_CACHE_CONTROL, isSafeKey, type ImageStorage, type StoredObject } from './storage-keys.ts';

export { assertSafeKey };

export type { ImageStorage };

declare module 'fastify' {
  interface FastifyInstance {
    storage: ImageStorage;
  }
}

/** Files on the local disk under `root`, served by the app at `/uploads/`. */
export class LocalDiskStorage implements ImageStorage {
  constructor(readonly root: string) {
    mkdirSync(root, { recursive: true });
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<string> {
    const file = this.pathOf(key);
    mkdirSync(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees a half-written file.
    const temp = `${file}.${randomUUID()}.tmp`;
    await writeFile(temp, body);
    await rename(temp, file);
    return `${UPLOADS_PREFIX}${key}`;
  }

  async has(key: string): Promise<boolean> {
    try {
      await access(this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }

  keyOf(url: string): string | null {
    return url.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length) : null;
  }

  /** The uploads directory is writable. */
  probe(): Promise<void> {
    return access(this.root, constants.W_OK);
  }

  /** Files (not folders, not half-written `.tmp` ones) directly in `folder`, with their mtime. */
  async listFolder(folder: string): Promise<StoredObject[]> {
    if (folder !== '') assertSafeKey(folder.replace(/\/$/, ''));
    const entries = await readdir(path.join(this.root, folder), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    const keys = entries.filter((e) => e.isFile() && !e.name.endsWith('.tmp')).map((e) => `${folder}${e.name}`);
    return Promise.all(keys.filter(isSafeKey).map(async (key) => ({ key, modifiedAt: (await stat(this.pathOf(key))).mtime })));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }
}

/**
 * Decorates `app.storage`: an S3-compatible bucket when `config.s3` is set (S3_BUCKET), else
 * the local disk, whose uploads directory it serves at `/uploads/` with long-lived immutable caching and `nosniff`. For a `memory://` data dir the files go to a
 * fresh temporary directory that is removed when the app closes.
 */
export async function registerStorage(app: FastifyInstance): Promise<void> {
  if (app.config.s3) {
    // The bucket serves the images itself (S3_PUBLIC_URL), so there is no local /uploads route.
    // The AWS SDK loads only when a bucket is configured (about 0.15 s of every start otherwise).
    const { S3ImageStorage } = await import('./storage-s3.ts');
    const s3 = new S3ImageStorage(app.config.s3);
    app.decorate('storage', s3 as ImageStorage);
    app.addHook('onClose', async () => s3.client.destroy());
    return;
  }
  const isMemory = app.config.dataDir.startsWith('memory://');
  const root = isMemory ? mkdtempSync(path.join(os.tmpdir(), 'hotel-booking-uploads-')) : path.resolve(app.config.dataDir, 'uploads');
  const storage = new LocalDiskStorage(root);
  app.decorate('storage', storage as ImageStorage);
  if (isMemory) app.addHook('onClose', async () => rmSync(root, { recursive: true, force: true }));

  await app.registerPublic(fastifyStatic, {
    root,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders(reply) {
      reply.header('Cache-Control', IMMUTABLE_CACHE_CONTROL);
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });
}
