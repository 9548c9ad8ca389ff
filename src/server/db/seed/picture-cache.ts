/**
 * Rendered demo pictures kept on disk between seeds (SEED_PICTURE_CACHE_DIR), for test runs that
 * seed many fresh databases: a scene's SVG always renders to the same pictures, so each is drawn
 * once per cache instead of once per seed (the 72 room pictures and their variants take about
 * 13 CPU s). Entries are keyed by the SHA-256 of the SVG and the encoder settings, and each file
 * is written under a temporary name and renamed, so two seeds at once never read half a file.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageVariant } from '../../modules/uploads/image-variants.ts';

/** A rendered picture: its WebP and its responsive variants (none for avatars). */
export interface RenderedPicture {
  webp: Buffer;
  variants: ImageVariant[];
}

/** Where the entry for `source` lives in `cacheDir`: `<key>.json` lists the variant widths beside `<key>.webp`, `<key>-<width>.webp`. */
function entryPaths(cacheDir: string, source: string, settings: string) {
  const key = createHash('sha256').update(settings).update('\0').update(source).digest('hex');
  const file = (suffix: string) => path.join(cacheDir, `${key}${suffix}`);
  return { index: file('.json'), webp: file('.webp'), variant: (width: number) => file(`-${width}.webp`) };
}

async function writeAtomically(file: string, body: Buffer | string): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
  await writeFile(temporary, body);
  await rename(temporary, file);
}

async function readEntry(paths: ReturnType<typeof entryPaths>): Promise<RenderedPicture | null> {
  try {
    // The index is written last: when it is there, so is every picture it names.
    const widths = JSON.parse(await readFile(paths.index, 'utf8')) as number[];
    const webp = await readFile(paths.webp);
    const variants = await Promise.all(widths.map(async (width) => ({ width, body: await readFile(paths.variant(width)) })));
    return { webp, variants };
  } catch {
    return null;
  }
}

/**
 * The picture rendered from `source` (an SVG) with `settings` (what else decides the bytes): read
 * from `cacheDir` when an earlier seed drew it, else `render()`ed and filed there. Without a
 * cache directory, just `render()`.
 */
export async function renderThroughCache(
  cacheDir: string | null,
  source: string,
  settings: string,
  render: () => Promise<RenderedPicture>,
): Promise<RenderedPicture> {
  if (!cacheDir) return render();
  const paths = entryPaths(cacheDir, source, settings);
  const cached = await readEntry(paths);
  if (cached) return cached;
  const picture = await render();
  await mkdir(cacheDir, { recursive: true });
  await writeAtomically(paths.webp, picture.webp);
  for (const variant of picture.variants) await writeAtomically(paths.variant(variant.width), variant.body);
  await writeAtomically(paths.index, JSON.stringify(picture.variants.map((variant) => variant.width)));
  return picture;
}
