/**
 * Upload checks and re-encoding (docs/architecture.md#stack, docs/product/api.md#uploads). The file's own bytes decide
 * what it is, never its name or the client's content type; everything accepted is re-encoded
 * to WebP so no original metadata (EXIF, GPS, ICC comments) or polyglot payload survives.
 */
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../errors.ts';
import { FairSlots, SlotsBusyError, type SlotOwner } from './fair-slots.ts';
import { loadSharp } from './load-sharp.ts';

// Bounded decoding work (issue #9): one libvips thread per image, no operation cache (memory
// goes back after each image; load-sharp.ts), at most DECODE_SLOTS images decoded at once and
// at most MAX_WAITING queued behind them, MAX_WAITING_PER_USER of one guest (admins
// only meet MAX_WAITING: an API client may send a room's six images at once); the rest are told to
// come back (503). Issue 24: the waiting ones take turns per user, admins first (fair-slots.ts),
// so a few guest accounts can no longer stall everyone's uploads.
const DECODE_SLOTS = 1;
const MAX_WAITING = 64;
const MAX_WAITING_PER_USER = 2;
const decodeSlots = new FairSlots(DECODE_SLOTS, MAX_WAITING, MAX_WAITING_PER_USER);

/** Images waiting for the decode slot (tests and metrics). */
export const waitingDecodes = (): number => decodeSlots.waitingCount;

/** Largest accepted upload, in bytes. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Longest side of a stored room image, in pixels. */
export const MAX_LONG_SIDE_PX = 2000;
/** Longest side of a stored profile photo, in pixels (shown at most ~160 px wide, 3× for sharp screens). */
export const PROFILE_LONG_SIDE_PX = 512;
/**
 * Decoded-size guard against decompression bombs: 40 MP fits every hotel photo (a 24 MP
 * camera is 6000×4000, a phone's default 12 MP) while refusing 48+ MP bombs before decoding.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

const invalidImage = () => new AppError('INVALID_IMAGE', 'Please choose a JPEG, PNG, WebP or AVIF image');
const emptyImage = () => new AppError('EMPTY_IMAGE', 'The image file is empty');
export const imageTooLarge = () => new AppError('IMAGE_TOO_LARGE', `The image is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);

/**
 * Returns the MIME type detected from `body`'s content. Throws AppError 400 when the body is
 * empty or is not a JPEG, PNG, WebP or AVIF image (SVG, text and other formats included).
 */
async function detectImageType(body: Buffer): Promise<string> {
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
async function reencodeToWebp(body: Buffer, longSide: number, owner: SlotOwner): Promise<Buffer> {
  const sharp = await loadSharp();
  let pixels: number;
  try {
    // The header alone: a bomb is refused before a single pixel is decoded.
    const { width = 0, height = 0 } = await sharp(body).metadata();
    pixels = width * height;
  } catch {
    throw unreadable();
  }
  if (pixels > MAX_INPUT_PIXELS) throw tooManyPixels();
  try {
    return await decodeSlots.run(owner, async () => {
      try {
        return await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true })
          .rotate()
          .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer();
      } catch {
        throw unreadable();
      }
    });
  } catch (error) {
    if (error instanceof SlotsBusyError) {
      throw new AppError('UPLOADS_BUSY', 'Too many images are being processed; please try again in a moment');
    }
    throw error;
  }
}

const unreadable = () => new AppError('INVALID_IMAGE', 'The image could not be read; it may be damaged');
const tooManyPixels = () =>
  new AppError('IMAGE_TOO_BIG', `The image has more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels; please send a smaller one`);

/**
 * Checks `body` by content and returns its WebP re-encoding, long side at most `longSide`,
 * decoded in `owner`'s turn (admins first). Throws AppError 400, or 503 UPLOADS_BUSY.
 */
export async function processUploadedImage(body: Buffer, longSide: number, owner: SlotOwner): Promise<Buffer> {
  await detectImageType(body);
  return reencodeToWebp(body, longSide, owner);
}
