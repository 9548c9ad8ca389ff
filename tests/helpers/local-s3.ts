/**
 * A local S3-compatible server (npm s3rver) for storage tests: started on a free port with
 * a temporary directory and one bucket, so the S3 storage runs over the real S3 protocol.
 */
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '#server/config.ts';

export interface LocalS3 {
  /** Settings for the app's S3 storage (path style, s3rver's fixed credentials). */
  config: S3Config;
  /** A client of its own, to look into the bucket behind the app's back. */
  client: S3Client;
  listKeys: () => Promise<string[]>;
  readObject: (key: string) => Promise<{ body: Buffer; contentType?: string; cacheControl?: string }>;
  /** Makes the object under `key` (a top-level key) look last written at `when` (s3rver reads its file's mtime). */
  backdate: (key: string, when: Date) => void;
  close: () => Promise<void>;
}

/** Starts s3rver on 127.0.0.1 with bucket `bucket`; call close() to stop it and remove its files. */
export async function startLocalS3(bucket = 'hotel-images'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config: S3Config = {
    bucket,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    publicUrl: `${endpoint}/${bucket}`,
  };
  const client = new S3Client({ endpoint, region: config.region, forcePathStyle: true, credentials: config.credentials });
  return {
    config,
    client,
    listKeys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
    },
    readObject: async (key) => {
      const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      const body = Buffer.from(await got.Body!.transformToByteArray());
      return { body, contentType: got.ContentType, cacheControl: got.CacheControl };
    },
    backdate: (key, when) => utimesSync(path.join(directory, bucket, `${key}._S3rver_object`), when, when),
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
