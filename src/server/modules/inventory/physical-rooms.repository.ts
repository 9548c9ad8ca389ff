/** Drizzle access for physical rooms (issue 27): numbering, adding, listing per type. */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { physicalRooms, rooms } from '../../db/schema.ts';
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

/** One physical room (in service or retired), or undefined. */
export async function findPhysicalRoom(db: Executor, id: string): Promise<PhysicalRoomRow | undefined> {
  const [row] = await db.select().from(physicalRooms).where(eq(physicalRooms.id, id)).limit(1);
  return row;
}

/** Every room in service of a live (not archived) type, with the type's title, by number. */
export async function listPhysicalRoomsWithType(db: Executor) {
  return db
    .select({ room: physicalRooms, roomTitle: rooms.title })
    .from(physicalRooms)
    .innerJoin(rooms, eq(rooms.id, physicalRooms.roomId))
    .where(and(isNull(physicalRooms.retiredAt), isNull(rooms.archivedAt)))
    .orderBy(roomNumberOrder);
}

/** Renumbers / re-floors a room in service. A number already in service fails with SQLSTATE 23505. */
export async function updatePhysicalRoom(
  db: Executor,
  id: string,
  patch: { number?: string; floor?: number | null },
): Promise<PhysicalRoomRow | undefined> {
  const [row] = await db
    .update(physicalRooms)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(physicalRooms.id, id), isNull(physicalRooms.retiredAt)))
    .returning();
  return row;
}

/** Takes a room out of service (retired_at = now()); undefined when it already was. */
export async function retirePhysicalRoom(db: Executor, id: string): Promise<PhysicalRoomRow | undefined> {
  const [row] = await db
    .update(physicalRooms)
    .set({ retiredAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(physicalRooms.id, id), isNull(physicalRooms.retiredAt)))
    .returning();
  return row;
}

/** How many rooms of type `roomId` are in service. */
export async function countRoomsInService(db: Executor, roomId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(physicalRooms)
    .where(and(eq(physicalRooms.roomId, roomId), isNull(physicalRooms.retiredAt)));
  return Number(row?.n ?? 0);
}

/** Which of `numbers` rooms in service already have, by number. */
export async function findNumbersInService(db: Executor, numbers: readonly string[]): Promise<string[]> {
  if (numbers.length === 0) return [];
  const rows = await db
    .select({ number: physicalRooms.number })
    .from(physicalRooms)
    .where(and(inArray(physicalRooms.number, [...numbers]), isNull(physicalRooms.retiredAt)))
    .orderBy(roomNumberOrder);
  return rows.map((r) => r.number);
}
