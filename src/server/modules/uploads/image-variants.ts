/**
 * Stores an image with its responsive variants (issue 11; names in shared/domain/image-variants):
 * the main WebP plus 400, 800 and 1600 px wide WebP copies made with sharp, never enlarged.
 */
import type { AppContext } from '../../context.ts';
import { responsiveKey, VARIANT_WIDTHS, variantOf } from '#shared/domain/image-variants.ts';
import { loadSharp } from './load-sharp.ts';

/** One variant of an image: its width in px and its WebP bytes. */
export interface ImageVariant {
  width: number;
  body: Buffer;
}

/** The variants of `webp` at every VARIANT_WIDTHS width (WebP at `quality`); one at least as wide as the original is the original. */
export async function makeVariants(webp: Buffer, quality = 80): Promise<ImageVariant[]> {
  const sharp = await loadSharp();
  const { width: originalWidth = 0 } = await sharp(webp).metadata();
  return Promise.all(
    VARIANT_WIDTHS.map(async (width) => ({
      width,
      // Never enlarged, never re-encoded.
      body: width >= originalWidth ? webp : await sharp(webp).resize({ width }).webp({ quality, effort: 2 }).toBuffer(),
    })),
  );
}

/** Stores `webp` under `<base>.rw.webp` and its `variants` (made with makeVariants); resolves to the main image's URL. */
export async function storeImageSet(app: AppContext, base: string, webp: Buffer, variants: readonly ImageVariant[]): Promise<string> {
  const key = responsiveKey(base);
  // Variants first: once the main URL exists, a srcset built from it must not point at nothing.
  for (const variant of variants) await app.storage.put(variantOf(key, variant.width), variant.body, 'image/webp');
  return app.storage.put(key, webp, 'image/webp');
}

/** Stores `webp` under `<base>.rw.webp` with its variants made at `quality`; resolves to the main image's URL. */
export async function storeWithVariants(app: AppContext, base: string, webp: Buffer, quality = 80): Promise<string> {
  return storeImageSet(app, base, webp, await makeVariants(webp, quality));
}
