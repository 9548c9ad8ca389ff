/**
 * The room form keeps each image slot as a string: an uploaded URL, or the object URL of a file
 * the admin just picked (docs/product/screens.md#add-room-and-edit-room: "non-URL ones are uploaded first"). Before saving, the picked
 * files are uploaded one after another and their slots swapped for the public URLs.
 */

export interface RoomImages {
  image: string;
  gallery: string[];
}

/** Slot values that still stand for a picked file (keys of `files`), in slot order, no repeats. */
export function pendingImageSlots(images: RoomImages, files: ReadonlyMap<string, File>): string[] {
  return [...new Set([images.image, ...images.gallery].filter((value) => files.has(value)))];
}

/**
 * Uploads the picked files of `images` with `upload` (one at a time, so `onProgress(done, total)`
 * counts whole files) and returns the images with every picked slot replaced by its URL.
 * Already uploaded URLs are kept as they are. Rejects with the first failed upload's error.
 */
export async function uploadRoomImages(
  images: RoomImages,
  files: ReadonlyMap<string, File>,
  upload: (file: File) => Promise<string>,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<{ images: RoomImages; uploaded: Map<string, string> }> {
  const pending = pendingImageSlots(images, files);
  const uploaded = new Map<string, string>();
  onProgress(0, pending.length);
  for (const slot of pending) {
    uploaded.set(slot, await upload(files.get(slot)!));
    onProgress(uploaded.size, pending.length);
  }
  const resolve = (value: string) => uploaded.get(value) ?? value;
  return { images: { image: resolve(images.image), gallery: images.gallery.map(resolve) }, uploaded };
}
