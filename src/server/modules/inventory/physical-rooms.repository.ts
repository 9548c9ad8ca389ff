/** Drizzle access for physical rooms (issue 27): numbering, adding, listing per type. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { physicalRooms } from '../../db/schema.ts';
import { roomNumberOrder } from './availability.repository.ts';

export type PhysicalRoomRow = typeof physicalRooms.$inferSelect;

/**
 * `count` room numbers no room in service has, counting on from the highest numeric one (101
 * for the first room of a hotel): for rooms added without numbers (the spec's Add Room call).
 */
export async function findNextRoomNumbers(db: Executor, count: number): Promise<string[]> {
  const [row] = await db
    .select({ highest: sql<number | null>`max(${physicalRooms.number}::int) filter (where ${physicalRooms.number} ~ '^[0-9]{1,9}$')` })
    .from(physicalRooms)
    .where(isNull(physicalRooms.retiredAt));
  const start = Math.max(Number(row?.highest ?? 100), 100) + 1;
  return Array.from({ length: count }, (_, i) => String(start + i));
}

/** Adds physical rooms to type `roomId`. A number already in service fails on physical_rooms_number_unique (SQLSTATE 23505). */
export async function insertPhysicalRooms(
  db: Executor,
  roomId: string,
  rooms: readonly { number: string; floor?: number | null }[],
): Promise<PhysicalRoomRow[]> {
  if (rooms.length === 0) return [];
  return db
    .insert(physicalRooms)
    .values(rooms.map((r) => ({ roomId, number: r.number, floor: r.floor ?? null })))
    .returning();
}

/** The in-service physical rooms of type `roomId`, lowest number first. */
export async function listPhysicalRooms(db: Executor, roomId: string): Promise<PhysicalRoomRow[]> {
  return db
    .select()
    .from(physicalRooms)
    .where(and(eq(physicalRooms.roomId, roomId), isNull(physicalRooms.retiredAt)))
    .orderBy(roomNumberOrder);
}
