/**
 * Stores an image with its responsive variants (issue 11; names in shared/domain/image-variants):
 * the main WebP plus 400, 800 and 1600 px wide WebP copies made with sharp, never enlarged.
 */
import type { AppContext } from '../../context.ts';
import sharp from 'sharp';
import { responsiveKey, VARIANT_WIDTHS, variantOf } from '#shared/domain/image-variants.ts';

/** Stores `webp` under `<base>.rw.webp` and its variants; resolves to the main image's URL. */
export async function storeWithVariants(app: AppContext, base: string, webp: Buffer, quality = 80): Promise<string> {
  const key = responsiveKey(base);
  const { width: originalWidth = 0 } = await sharp(webp).metadata();
  // A variant at least as wide as the original is the original (never enlarged, never re-encoded).
  const variants = await Promise.all(
    VARIANT_WIDTHS.map(async (width) => ({
      key: variantOf(key, width),
      body: width >= originalWidth ? webp : await sharp(webp).resize({ width }).webp({ quality, effort: 2 }).toBuffer(),
    })),
  );
  // Variants first: once the main URL exists, a srcset built from it must not point at nothing.
  for (const variant of variants) await app.storage.put(variant.key, variant.body, 'image/webp');
  return app.storage.put(key, webp, 'image/webp');
}
