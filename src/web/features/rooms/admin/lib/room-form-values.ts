import type { z } from 'zod';
import type { Room, roomInputSchema } from '#shared/schemas/rooms.ts';

/** What the room form holds before zod parses it (numbers arrive as input text). */
export type RoomFormValues = z.input<typeof roomInputSchema>;

/** docs/product/rules.md#constants: one main image plus five additional images. */
export const GALLERY_SLOTS = 5;

/** An image slot of the form: the main image, or an additional image by its 0-based index. */
export type ImageSlot = 'image' | number;

/** The slot's field label, as the form shows it ("Main image", "Additional image 3"). */
export function imageSlotLabel(slot: ImageSlot): string {
  return slot === 'image' ? 'Main image' : `Additional image ${slot + 1}`;
}

/** Starting values: an empty form for Add room, or the room's current fields for Edit room. */
export function roomFormDefaults(room?: Room): Partial<RoomFormValues> {
  if (!room) {
    return {
      title: '',
      price: '',
      capacity: '',
      description: '',
      image: '',
      gallery: Array.from({ length: GALLERY_SLOTS }, () => ''),
      facilities: ['', ''],
    };
  }
  return {
    title: room.title,
    price: room.price,
    capacity: room.capacity,
    category: room.category,
    description: room.description,
    image: room.image,
    // Older rooms may carry fewer links; the empty slots then ask for an image.
    gallery: Array.from({ length: GALLERY_SLOTS }, (_, i) => room.gallery[i] ?? ''),
    facilities: room.facilities.length >= 2 ? [...room.facilities] : [...room.facilities, ''],
  };
}
