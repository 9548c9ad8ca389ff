/**
 * Upload checks and re-encoding (DESIGN §2 Images, §4 Uploads). The file's own bytes decide
 * what it is, never its name or the client's content type; everything accepted is re-encoded
 * to WebP so no original metadata (EXIF, GPS, ICC comments) or polyglot payload survives.
 */
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../errors.ts';

/** Largest accepted upload, in bytes. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Longest side of a stored image, in pixels. */
export const MAX_LONG_SIDE_PX = 2000;
/** Decoded-size guard against decompression bombs (~60 MP covers 48–50 MP phone photos). */
const MAX_INPUT_PIXELS = 60_000_000;
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

export const invalidImage = () =>
  new AppError(400, 'INVALID_IMAGE', 'Please choose a JPEG, PNG, WebP or AVIF image');
export const emptyImage = () => new AppError(400, 'EMPTY_IMAGE', 'The image file is empty');
export const imageTooLarge = () =>
  new AppError(413, 'IMAGE_TOO_LARGE', `The image is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);

/**
 * Returns the MIME type detected from `body`'s content. Throws AppError 400 when the body is
 * empty or is not a JPEG, PNG, WebP or AVIF image (SVG, text and other formats included).
 */
export async function detectImageType(body: Buffer): Promise<string> {
  if (body.length === 0) throw emptyImage();
  const detected = await fileTypeFromBuffer(body);
  if (!detected || !ACCEPTED_TYPES.has(detected.mime)) throw invalidImage();
  return detected.mime;
}

/**
 * Re-encodes an image to WebP: EXIF orientation applied, metadata stripped (sharp keeps none
 * unless asked), long side capped at 2000 px without enlarging. Throws AppError 400 when the
 * bytes look like an image but cannot be decoded (truncated, corrupt, too many pixels).
 */
export async function reencodeToWebp(body: Buffer): Promise<Buffer> {
  try {
    return await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_LONG_SIDE_PX, height: MAX_LONG_SIDE_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError(400, 'INVALID_IMAGE', 'The image could not be read; it may be damaged');
  }
}

/** Checks `body` by content and returns its WebP re-encoding. Throws AppError 400 on refusal. */
export async function processUploadedImage(body: Buffer): Promise<Buffer> {
  await detectImageType(body);
  return reencodeToWebp(body);
}
