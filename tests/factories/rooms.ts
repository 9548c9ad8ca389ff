/**
 * Room factory: inserts a room straight into the database (price in BDT, stored as poisha),
 * then empties the public read cache as a real write through the API would (issue 11).
 */
import { physicalRooms, rooms } from '#server/db/schema.ts';
import { randomBytes } from 'node:crypto';
import type { App } from '#server/app.ts';
import type { RoomCategory } from '#shared/domain/humanize-category.ts';

export async function createRoom(
  app: App,
  hostId: string,
  overrides: {
    title?: string;
    priceBdt?: number;
    category?: RoomCategory;
    capacity?: number;
    createdAt?: Date;
    /** Its physical rooms' numbers (issue 27); one unique number by default. */
    roomNumbers?: string[];
  } = {},
) {
  const [room] = await app.db
    .insert(rooms)
    .values({
      title: overrides.title ?? 'Test Deluxe Room',
      hostId,
      pricePoisha: Math.round((overrides.priceBdt ?? 2500) * 100),
      capacity: overrides.capacity ?? 2,
      description: 'First paragraph.&--&Second paragraph.',
      category: overrides.category ?? 'singleDeluxe',
      image: '/uploads/test-main.webp',
      gallery: [1, 2, 3, 4, 5].map((n) => `/uploads/test-${n}.webp`),
      facilities: ['Free Wi-Fi', 'Air conditioning', 'Breakfast'],
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
    })
    .returning();
  // A number no other test's room has (numbers are unique among rooms in service).
  const numbers = overrides.roomNumbers ?? [`T${randomBytes(4).toString('hex')}`];
  // Its rooms are as old as the type (as migration 0013 made them), so reports of past months count them.
  await app.db.insert(physicalRooms).values(numbers.map((number) => ({ roomId: room.id, number, createdAt: room.createdAt })));
  await app.publicCache.invalidate();
  return room;
}
