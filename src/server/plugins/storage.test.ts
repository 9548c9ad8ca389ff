import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertSafeKey, LocalDiskStorage } from './storage.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('LocalDiskStorage', () => {
  it('stores a file under its key and answers its root-relative URL', async () => {
    const storage = new LocalDiskStorage(root);
    expect(await storage.has('a.webp')).toBe(false);
    expect(await storage.put('a.webp', Buffer.from('x'), 'image/webp')).toBe('/uploads/a.webp');
    expect(await storage.has('a.webp')).toBe(true);
    expect(readFileSync(path.join(root, 'a.webp'), 'utf8')).toBe('x');
  });

  it('refuses keys that could leave the root or name hidden files', async () => {
    for (const key of ['../a.webp', 'x/../../a.webp', '.hidden', '/etc/passwd', 'a\\b.webp', '', 'a//b.webp']) {
      expect(() => assertSafeKey(key), key).toThrow(/Unsafe storage key/);
    }
    await expect(new LocalDiskStorage(root).put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    expect(() => assertSafeKey('seed/rooms/a-1.webp')).not.toThrow();
  });
});
