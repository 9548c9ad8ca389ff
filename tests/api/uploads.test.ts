/**
 * POST /api/upload (docs/product/api.md#uploads): real images are accepted by content and re-encoded to WebP
 * without metadata; everything else is refused and nothing is stored; files are served with
 * immutable caching. The same suite runs on the local disk storage and on the S3 storage
 * (against s3rver, a local S3-compatible server), so both keep the same promises.
 */
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { responsiveSrcSet, variantOf } from '#shared/domain/image-variants.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { startLocalS3, type LocalS3 } from '#tests/helpers/local-s3.ts';
import { diskProbe, s3Probe, type StorageProbe } from '#tests/helpers/storage-probe.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';

const kinds = ['disk', 's3'] as const;
let t: TestApp;
let guest: TestUser;
let probe: StorageProbe;

/** Sends `body` as the multipart field `field` over real HTTP, signed in unless `cookie` is ''. */
async function upload(body: Buffer | Uint8Array, filename: string, type: string, options: { cookie?: string; field?: string } = {}) {
  const form = new FormData();
  form.append(options.field ?? 'image', new Blob([new Uint8Array(body)], { type }), filename);
  const cookie = options.cookie ?? guest.cookie;
  const headers = { origin: t.baseUrl, ...(cookie ? { cookie } : {}) };
  const response = await fetch(`${t.baseUrl}/api/upload`, { method: 'POST', body: form, headers });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> & { data?: { display_url: string } } };
}

/** A colourful test picture (gradient plus shapes) of `width` × `height`. */
function picture(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="a"><stop offset="0" stop-color="#f3a65a"/><stop offset="1" stop-color="#2f4a68"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#a)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#7d9b84"/></svg>`;
  return sharp(Buffer.from(svg));
}

for (const kind of kinds) {
  describe(`POST /api/upload with ${kind} storage`, () => {
    let s3: LocalS3 | undefined;

    beforeAll(async () => {
      s3 = kind === 's3' ? await startLocalS3() : undefined;
      t = await buildTestApp(s3 ? { s3: s3.config } : {});
      // Room images (long side 2000 px) are an admin's upload; tests/api/uploads-access.test.ts covers guests.
      guest = await createUser(t.app, { role: 'admin' });
      probe = s3 ? s3Probe(t.app, s3) : diskProbe(t.app, t.baseUrl);
    });

    afterAll(async () => {
      await t?.close();
      await s3?.close();
    });

    describeAccepted();
    describeRefused();
  });
}

function describeAccepted() {
  describe('accepts real images', () => {
    it('re-encodes a 3000-px JPEG with EXIF to WebP: orientation applied, metadata gone, long side 2000', async () => {
      // Stored landscape 3000×1500 with EXIF orientation 6 (rotate 90°): displayed as portrait.
      const jpeg = await picture(3000, 1500)
        .jpeg({ quality: 90 })
        .withExif({ IFD0: { Make: 'TestCam', Model: 'Secret Model', Copyright: 'private owner' } })
        .withMetadata({ orientation: 6 })
        .toBuffer();
      const original = await sharp(jpeg).metadata();
      expect(original.exif).toBeDefined();
      expect(original.orientation).toBe(6);

      const { status, json } = await upload(jpeg, 'holiday.jpg', 'image/jpeg');
      expect(status).toBe(200);
      const stored = await probe.storedFileOf(json.data!.display_url);
      expect((await fileTypeFromBuffer(stored))?.mime).toBe('image/webp');
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(stored.includes(Buffer.from('Secret Model'))).toBe(false);
      expect({ width: meta.width, height: meta.height }).toEqual({ width: 1000, height: 2000 });
    });

    it('re-encodes a PNG to WebP without enlarging it', async () => {
      const png = await picture(800, 600).png().toBuffer();
      const { status, json } = await upload(png, 'room.png', 'image/png');
      expect(status).toBe(200);
      expect(Object.keys(json)).toEqual(['data']);
      const meta = await sharp(await probe.storedFileOf(json.data!.display_url)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
    });

    it('accepts an AVIF image', async () => {
      const avif = await picture(240, 160).avif().toBuffer();
      const { status, json } = await upload(avif, 'photo.avif', 'image/avif');
      expect(status).toBe(200);
      expect(await sharp(await probe.storedFileOf(json.data!.display_url)).metadata()).toMatchObject({
        format: 'webp',
        width: 240,
        height: 160,
      });
    });

    it('stores 400, 800 and 1600 px WebP variants beside the upload, never enlarged (issue 11)', async () => {
      const jpeg = await picture(1000, 500).jpeg().toBuffer();
      const { status, json } = await upload(jpeg, 'wide.jpg', 'image/jpeg');
      expect(status).toBe(200);
      const url = json.data!.display_url;
      expect(responsiveSrcSet(url)).toContain(' 1600w');
      for (const [width, expected] of [
        [400, 400],
        [800, 800],
        [1600, 1000],
      ]) {
        expect(await sharp(await probe.storedFileOf(variantOf(url, width))).metadata()).toMatchObject({ format: 'webp', width: expected });
      }
    });

    it('judges by content, not by name or declared type', async () => {
      const webp = await picture(400, 300).webp().toBuffer();
      const { status, json } = await upload(webp, 'notes.txt', 'text/plain');
      expect(status).toBe(200);
      expect(json.data!.display_url).toMatch(/\.webp$/);
    });

    it('serves the stored file as image/webp with long immutable caching (and nosniff from disk)', async () => {
      const png = await picture(300, 200).png().toBuffer();
      const { json } = await upload(png, 'small.png', 'image/png');
      const response = await fetch(probe.browserUrlOf(json.data!.display_url));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      // nosniff is our /uploads route's header; a bucket serves only the stored Content-Type.
      if (probe.kind === 'disk') expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await fileTypeFromBuffer(new Uint8Array(await response.arrayBuffer())))?.mime).toBe('image/webp');
    });

    it('answers 404 for an unknown upload', async () => {
      const response = await fetch(probe.missingUrl());
      expect(response.status).toBe(404);
    });
  });
}

function describeRefused() {
  describe('refuses everything else and stores nothing', () => {
    const svgWithScript =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>';
    const cases: {
      name: string;
      body: () => Promise<Buffer> | Buffer;
      filename: string;
      type: string;
      status: number;
      code: string;
      message: RegExp;
    }[] = [
      {
        name: 'a text file renamed .png',
        body: () => Buffer.from('just some notes, not a picture\n'),
        filename: 'photo.png',
        type: 'image/png',
        status: 400,
        code: 'INVALID_IMAGE',
        message: /JPEG, PNG, WebP or AVIF/,
      },
      {
        name: 'an SVG containing a script',
        body: () => Buffer.from(svgWithScript),
        filename: 'logo.svg',
        type: 'image/svg+xml',
        status: 400,
        code: 'INVALID_IMAGE',
        message: /JPEG, PNG, WebP or AVIF/,
      },
      {
        name: 'a GIF',
        body: () => picture(20, 20).gif().toBuffer(),
        filename: 'anim.gif',
        type: 'image/gif',
        status: 400,
        code: 'INVALID_IMAGE',
        message: /JPEG, PNG, WebP or AVIF/,
      },
      {
        name: 'an empty file',
        body: () => Buffer.alloc(0),
        filename: 'empty.jpg',
        type: 'image/jpeg',
        status: 400,
        code: 'EMPTY_IMAGE',
        message: /empty/,
      },
      {
        name: 'a truncated JPEG',
        body: async () => (await picture(600, 400).jpeg().toBuffer()).subarray(0, 400),
        filename: 'cut.jpg',
        type: 'image/jpeg',
        status: 400,
        code: 'INVALID_IMAGE',
        message: /could not be read/,
      },
      {
        name: 'a 6 MB file',
        body: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024, 7)]),
        filename: 'huge.jpg',
        type: 'image/jpeg',
        status: 413,
        code: 'IMAGE_TOO_LARGE',
        message: /larger than 5 MB/,
      },
    ];

    for (const c of cases) {
      it(`refuses ${c.name} with ${c.status}`, async () => {
        const before = await probe.storedFiles();
        const { status, json } = await upload(await c.body(), c.filename, c.type);
        expect({ status, json }).toMatchObject({ status: c.status });
        expect(json).toEqual({ code: c.code, message: expect.stringMatching(c.message) });
        expect(await probe.storedFiles()).toEqual(before);
      });
    }

    it('refuses a file sent under another field name', async () => {
      const before = await probe.storedFiles();
      const { status, json } = await upload(await picture(50, 50).png().toBuffer(), 'a.png', 'image/png', { field: 'photo' });
      expect(status).toBe(400);
      expect(json.code).toBe('NO_IMAGE');
      expect(await probe.storedFiles()).toEqual(before);
    });

    it('refuses a request that is not multipart', async () => {
      const before = await probe.storedFiles();
      const headers = { cookie: guest.cookie, origin: t.baseUrl };
      const response = await t.app.inject({ method: 'POST', url: '/api/upload', headers, payload: { image: 'x' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'NO_IMAGE' });
      expect(await probe.storedFiles()).toEqual(before);
    });

    it('answers 401 to anonymous callers and stores nothing', async () => {
      const before = await probe.storedFiles();
      const { status, json } = await upload(await picture(50, 50).png().toBuffer(), 'a.png', 'image/png', { cookie: '' });
      expect(status).toBe(401);
      expect(json).toMatchObject({ code: 'UNAUTHORIZED' });
      expect(await probe.storedFiles()).toEqual(before);
    });
  });
}
