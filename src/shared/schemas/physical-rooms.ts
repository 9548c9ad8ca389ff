/**
 * A room type's physical rooms (issue 27): GET/POST /api/admin/rooms/{roomId}/physical-rooms,
 * PATCH/DELETE /api/admin/physical-rooms/{id}. A number is 1–10 characters (letters, digits,
 * space, dot or dash, starting with a letter or digit), unique among the rooms in service.
 */
import { z } from 'zod';

/** The one rule of a room number's shape; uniqueness is the database's (physical_rooms_number_unique). */
const roomNumberSchema = z
  .string({ error: 'Room number is required' })
  .trim()
  .min(1, 'Room number is required')
  .max(10, 'Room number is at most 10 characters')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} .-]*$/u, 'Room number may have letters, digits, spaces, dots and dashes');

const floorSchema = z.number({ error: 'Floor must be a whole number' }).int('Floor must be a whole number').min(-5).max(200);

export const physicalRoomInputSchema = z.object({ number: roomNumberSchema, floor: floorSchema.nullable().optional() });
export type PhysicalRoomInput = z.infer<typeof physicalRoomInputSchema>;

/** PATCH body: either or both; `floor: null` clears the floor. */
export const physicalRoomPatchSchema = z
  .object({ number: roomNumberSchema.optional(), floor: floorSchema.nullable().optional() })
  .refine((p) => p.number !== undefined || p.floor !== undefined, 'Nothing to change');
export type PhysicalRoomPatch = z.infer<typeof physicalRoomPatchSchema>;

export const physicalRoomSchema = z.object({
  _id: z.string(),
  roomId: z.string(),
  number: z.string(),
  floor: z.number().int().nullable(),
});
export type PhysicalRoom = z.infer<typeof physicalRoomSchema>;
export const physicalRoomListSchema = z.array(physicalRoomSchema);

/** Every room in service with its type's title (the block form's choice). */
const physicalRoomWithTypeSchema = physicalRoomSchema.extend({ roomTitle: z.string() });
export const physicalRoomWithTypeListSchema = z.array(physicalRoomWithTypeSchema);
export type PhysicalRoomWithType = z.infer<typeof physicalRoomWithTypeSchema>;

/**
 * Add Room's optional "Room numbers" text ("201, 202, 203") → the numbers, trimmed, empties
 * dropped. Empty text means one auto-numbered room (the spec's add-room call).
 */
export function parseRoomNumbers(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((n) => n.trim())
    .filter((n) => n.length > 0);
}

/** The add-room body's optional extra field: distinct numbers, at most 100. */
export const roomNumbersSchema = z
  .array(roomNumberSchema)
  .max(100, 'At most 100 rooms at once')
  .refine((list) => new Set(list).size === list.length, 'Each room number may appear once');
