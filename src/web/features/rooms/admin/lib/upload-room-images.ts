/**
 * The room form keeps each image slot as a string: an uploaded URL, or the object URL of a file
 * the admin just picked (docs/product/screens.md#add-room-and-edit-room: "non-URL ones are uploaded first"). Before saving, the picked
 * files are uploaded one after another and their slots swapped for the public URLs.
 */
import { imageSlotLabel, type ImageSlot } from './room-form-values.ts';

export interface RoomImages {
  image: string;
  gallery: string[];
}

/** One picked file the server refused: its first slot, that slot's label and the server's message. */
export interface FailedImageSlot {
  slot: ImageSlot;
  message: string;
}

/**
 * Some picked files were refused (issue 24). The message names each slot ("Additional image 3:
 * Only image files are accepted"); the files that did upload were handed to `onUploaded` already.
 */
export class RoomImagesUploadError extends Error {
  constructor(readonly failures: FailedImageSlot[]) {
    super(failures.map((f) => `${imageSlotLabel(f.slot)}: ${f.message}`).join('\n'));
    this.name = 'RoomImagesUploadError';
  }
}

/** Slot values that still stand for a picked file (keys of `files`), in slot order, no repeats. */
export function pendingImageSlots(images: RoomImages, files: ReadonlyMap<string, File>): string[] {
  return [...new Set([images.image, ...images.gallery].filter((value) => files.has(value)))];
}

/**
 * Uploads the picked files of `images` with `upload`, one at a time (so `onProgress(done, total)`
 * counts whole files), and resolves to the images with every picked slot replaced by its URL.
 * Each upload that succeeds is reported at once through `onUploaded(pickedValue, url)`, so the
 * form keeps it even when another file fails (issue 24: one bad image made a retry upload all six
 * again). A failed file does not stop the others; at the end RoomImagesUploadError names every
 * refused slot. Already uploaded URLs are kept as they are.
 */
export async function uploadRoomImages(
  images: RoomImages,
  files: ReadonlyMap<string, File>,
  upload: (file: File) => Promise<string>,
  on: { progress?: (done: number, total: number) => void; uploaded?: (picked: string, url: string) => void } = {},
): Promise<RoomImages> {
  const pending = pendingImageSlots(images, files);
  const uploaded = new Map<string, string>();
  const failures: FailedImageSlot[] = [];
  on.progress?.(0, pending.length);
  for (const [done, picked] of pending.entries()) {
    try {
      const url = await upload(files.get(picked)!);
      uploaded.set(picked, url);
      on.uploaded?.(picked, url);
    } catch (error) {
      failures.push({ slot: firstSlotOf(images, picked), message: (error as Error).message });
    }
    on.progress?.(done + 1, pending.length);
  }
  if (failures.length > 0) throw new RoomImagesUploadError(failures);
  const resolve = (value: string) => uploaded.get(value) ?? value;
  return { image: resolve(images.image), gallery: images.gallery.map(resolve) };
}

/** The first slot holding `value`: 'image', or the gallery index. */
function firstSlotOf(images: RoomImages, value: string): ImageSlot {
  return images.image === value ? 'image' : images.gallery.indexOf(value);
}
