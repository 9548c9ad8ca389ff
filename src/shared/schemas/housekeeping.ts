/**
 * Housekeeping (issue 28): GET /api/admin/housekeeping (every physical room in service with its
 * status and what the desk expects of it today) and POST /api/admin/physical-rooms/{id}/housekeeping
 * `{ status }`. Dates of `updatedAt` are ISO instants; nothing here is money.
 */
import { z } from 'zod';
import { HOUSEKEEPING_STATUSES } from './desk-vocabularies.ts';

const housekeepingStatusSchema = z.enum(HOUSEKEEPING_STATUSES);

/** One physical room on the housekeeping board. */
const housekeepingRoomSchema = z.object({
  physicalRoomId: z.string(),
  number: z.string(),
  floor: z.number().int().nullable(),
  roomId: z.string(),
  roomTitle: z.string(),
  status: housekeepingStatusSchema,
  /** ISO instant of the last change; null: never changed since the room was added. */
  updatedAt: z.string().nullable(),
  /** The staff member who made it (null: the system, or never changed). */
  updatedByName: z.string().nullable(),
  /** A checked-in guest sleeps in it tonight. */
  isOccupied: z.boolean(),
  /** A paid stay not yet checked in starts in it today: clean it first. */
  isArrivingToday: z.boolean(),
});
export type HousekeepingRoom = z.infer<typeof housekeepingRoomSchema>;

export const housekeepingBoardSchema = z.object({
  /** Today in the hotel's time zone. */
  date: z.string(),
  rooms: z.array(housekeepingRoomSchema),
});
export type HousekeepingBoard = z.infer<typeof housekeepingBoardSchema>;

export const housekeepingChangeSchema = z.object({
  status: z.enum(HOUSEKEEPING_STATUSES, { error: 'Choose clean, dirty, inspected or out of order' }),
});

export const housekeepingChangedSchema = z.object({
  message: z.string(),
  physicalRoomId: z.string(),
  number: z.string(),
  status: housekeepingStatusSchema,
});
export type HousekeepingChanged = z.infer<typeof housekeepingChangedSchema>;
