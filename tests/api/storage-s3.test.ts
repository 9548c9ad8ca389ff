/**
 * The S3 image storage (docs/architecture.md#external-services) over the real S3 protocol against s3rver, and its
 * configuration from S3_* variables. The upload suite (uploads.test.ts) runs on it as well.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '#server/config.ts';
import { readEnv } from '#server/env.ts';
import { S3ImageStorage } from '#server/plugins/storage-s3.ts';
import { buildTestApp } from '#tests/helpers/build-test-app.ts';
import { createUser } from '#tests/factories/users.ts';
import { startLocalS3, type LocalS3 } from '#tests/helpers/local-s3.ts';

let s3: LocalS3;
let storage: S3ImageStorage;

beforeAll(async () => {
  s3 = await startLocalS3('storage-test');
  storage = new S3ImageStorage(s3.config);
});

afterAll(async () => {
  storage?.client.destroy();
  await s3?.close();
});

describe('S3ImageStorage', () => {
  it('writes WebP objects with immutable caching and answers their public URL', async () => {
    expect(await storage.has('rooms/a.webp')).toBe(false);
    const url = await storage.put('rooms/a.webp', Buffer.from('webp bytes'), 'image/webp');
    expect(url).toBe(`${s3.config.publicUrl}/rooms/a.webp`);
    expect(await storage.has('rooms/a.webp')).toBe(true);
    const object = await s3.readObject('rooms/a.webp');
    expect(object).toEqual({
      body: Buffer.from('webp bytes'),
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    // The public URL is what browsers load: the bucket serves the same headers.
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('maps its own public URLs back to keys and nothing else', () => {
    expect(storage.keyOf(`${s3.config.publicUrl}/abc.webp`)).toBe('abc.webp');
    expect(storage.keyOf('/uploads/abc.webp')).toBeNull();
    expect(storage.keyOf('https://elsewhere.example/abc.webp')).toBeNull();
    expect(storage.keyOf(`${s3.config.publicUrl}-other/abc.webp`)).toBeNull();
  });

  it('refuses unsafe keys before any request', async () => {
    for (const key of ['../a.webp', '.hidden', '/abs.webp', 'a//b.webp']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.has(key), key).rejects.toThrow(/Unsafe storage key/);
    }
    expect(await s3.listKeys()).not.toContain('a.webp');
  });

  it('throws (rather than answering "missing") when the bucket refuses the credentials', async () => {
    // s3rver checks the access key id (not SigV4 signatures): an unknown key answers 403.
    const wrong = new S3ImageStorage({ ...s3.config, credentials: { accessKeyId: 'UNKNOWN-KEY', secretAccessKey: 'wrong-secret' } });
    try {
      await expect(wrong.has('rooms/a.webp')).rejects.toThrow();
      await expect(wrong.put('rooms/b.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
      expect(await s3.listKeys()).not.toContain('rooms/b.webp');
    } finally {
      wrong.client.destroy();
    }
  });
});

describe('S3 configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: 'memory://' } as const;

  it('keeps the local disk when S3_BUCKET is unset', () => {
    expect(buildConfig(readEnv({ ...base })).s3).toBeNull();
  });

  it('reads every S3_* variable', () => {
    const config = buildConfig(
      readEnv({
        ...base,
        S3_BUCKET: 'pics',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_REGION: 'ap-south-1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://cdn.example.com/pics/',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    );
    expect(config.s3).toEqual({
      bucket: 'pics',
      endpoint: 'http://127.0.0.1:9000',
      region: 'ap-south-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      publicUrl: 'https://cdn.example.com/pics',
      forcePathStyle: true,
    });
  });

  it('defaults the region, the credentials chain and the public URL', () => {
    expect(buildConfig(readEnv({ ...base, S3_BUCKET: 'pics' })).s3).toEqual({
      bucket: 'pics',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      publicUrl: 'https://pics.s3.us-east-1.amazonaws.com',
      forcePathStyle: false,
    });
    const pathStyle = buildConfig(readEnv({ ...base, S3_BUCKET: 'pics', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' }));
    expect(pathStyle.s3?.publicUrl).toBe('http://minio:9000/pics');
  });

  it('refuses half a credential pair and bad URLs', () => {
    expect(() => buildConfig(readEnv({ ...base, S3_BUCKET: 'pics', S3_ACCESS_KEY_ID: 'id' }))).toThrow(/must be set together/);
    expect(() => readEnv({ ...base, S3_BUCKET: 'pics', S3_PUBLIC_URL: 'not a url' })).toThrow(/S3_PUBLIC_URL/);
    expect(() => readEnv({ ...base, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});

describe('the app with S3 settings', () => {
  it('stores images in the bucket and serves no local /uploads route', async () => {
    const t = await buildTestApp({ s3: s3.config });
    try {
      expect(t.app.storage).toBeInstanceOf(S3ImageStorage);
      await t.app.storage.put('probe.webp', Buffer.from('x'), 'image/webp');
      expect(await s3.listKeys()).toContain('probe.webp');
      const local = await t.app.inject({ method: 'GET', url: '/uploads/probe.webp' });
      expect(local.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('lets a guest use a photo of the bucket in their profile, even over plain http', async () => {
    const t = await buildTestApp({ s3: s3.config });
    try {
      const guest = await createUser(t.app);
      const photo = await t.app.storage.put('profile-photo.webp', Buffer.from('x'), 'image/webp');
      expect(photo).toMatch(/^http:\/\//);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/edit-profile/${guest.id}`,
        headers: { cookie: guest.cookie },
        payload: { name: 'Bucket Guest', age: 30, phoneNumber: '01712345678', address: 'Dhaka', bio: 'Hi', photo },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ photo });
    } finally {
      await t.close();
    }
  });
});
