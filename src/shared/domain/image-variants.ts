/**
 * Responsive image variants (issue 11). Images stored with variants end in `.rw.webp`; beside
 * each sit `.rw-400.webp`, `.rw-800.webp` and `.rw-1600.webp` (never wider than the original).
 * Older images (any other name, or an outside https URL) have none, so they get no srcset.
 */

/** Widths of the stored variants, in CSS pixels of the image itself. */
export const VARIANT_WIDTHS = [400, 800, 1600] as const;

const RESPONSIVE_SUFFIX = '.rw.webp';

/** Storage key of the main image with variants for `base` (a safe name without extension). */
export const responsiveKey = (base: string): string => `${base}${RESPONSIVE_SUFFIX}`;

/** The key or URL of `mainKeyOrUrl`'s variant `width` px wide. */
export const variantOf = (mainKeyOrUrl: string, width: number): string =>
  `${mainKeyOrUrl.slice(0, -RESPONSIVE_SUFFIX.length)}.rw-${width}.webp`;

/** `srcset` for an image URL with variants ("… 400w, … 800w, … 1600w"), else undefined. */
export function responsiveSrcSet(url: string): string | undefined {
  if (!url.endsWith(RESPONSIVE_SUFFIX)) return undefined;
  return VARIANT_WIDTHS.map((width) => `${variantOf(url, width)} ${width}w`).join(', ');
}

/**
 * `sizes` of the room page's photos: 3/5 of the 1280 px page from 1024 px up, the whole width
 * below (the slider, and the server's preload of the main photo, which must ask for the same).
 */
export const ROOM_PHOTO_SIZES = '(min-width: 1280px) 740px, (min-width: 1024px) 58vw, 100vw';
