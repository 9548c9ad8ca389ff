/**
 * Image storage in an S3-compatible bucket (docs/architecture.md#external-services), chosen when `S3_BUCKET` is
 * set. Objects are public-read through `S3_PUBLIC_URL` (a bucket policy or CDN in front);
 * keys are server-generated and never reused, so they are cached as immutable.
 */
import {
  DeleteObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import { assertSafeKey, IMMUTABLE_CACHE_CONTROL, type ImageStorage, type StoredObject } from './storage-keys.ts';

/** Same caching as the local /uploads route: a key always names the same bytes. */

/** Objects in one bucket; `put` answers the absolute URL under `config.publicUrl`. */
export class S3ImageStorage implements ImageStorage {
  readonly client: S3Client;

  constructor(readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Checksums only where S3 requires them: many S3-compatible servers reject the newer
      // flexible-checksum headers the SDK would otherwise add to every PutObject.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  /** Writes `body` under `key` with `contentType` and immutable caching; resolves to its public URL. */
  async put(key: string, body: Buffer, contentType: string): Promise<string> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      }),
    );
    return this.urlOf(key);
  }

  /** HeadObject: true when stored, false on 404; other failures (auth, network) throw. */
  async has(key: string): Promise<boolean> {
    assertSafeKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return true;
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
      throw error;
    }
  }

  /** The key of a URL under this bucket's public base, or null for any other URL. */
  keyOf(url: string): string | null {
    const base = `${this.config.publicUrl}/`;
    return url.startsWith(base) ? url.slice(base.length) : null;
  }

  /** HeadBucket: the bucket is there and these credentials reach it. */
  probe(): Promise<unknown> {
    return this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
  }

  /** ListObjectsV2 under `folder` with the '/' delimiter (so not its subfolders), page by page. */
  async listFolder(folder: string): Promise<StoredObject[]> {
    const objects: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: folder, Delimiter: '/', ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) if (o.Key && o.LastModified) objects.push({ key: o.Key, modifiedAt: o.LastModified });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return objects;
  }

  /** DeleteObject (S3 answers success for a missing key too). */
  async remove(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  /** The public URL of `key` (what `put` answers). */
  urlOf(key: string): string {
    return `${this.config.publicUrl}/${key}`;
  }
}
