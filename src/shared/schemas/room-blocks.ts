/**
 * Blocked rooms (issue 27): POST /api/admin/blocks, GET /api/admin/blocks?from&to,
 * POST /api/admin/blocks/{id}/end. Dates are `YYYY-MM-DD` hotel time; a block covers the nights
 * from `startDate` to `endDate` and is compared with stays by the hotel's overlap rule.
 */
import { z } from 'zod';
import { isoDateSchema } from './common.ts';
import { BLOCK_KINDS } from './inventory.ts';

/** The longest block, in nights (a year: longer is a retirement, DELETE the physical room). */
export const MAX_BLOCK_NIGHTS = 366;

export const blockInputSchema = z
  .object({
    physicalRoomId: z.string({ error: 'Choose a room' }).min(1, 'Choose a room'),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    kind: z.enum(BLOCK_KINDS, { error: 'Choose why the room is blocked' }),
    reason: z.string({ error: 'Reason is required' }).trim().min(1, 'Reason is required').max(500, 'Reason is too long'),
  })
  .refine((b) => b.endDate > b.startDate, { message: 'End date must be after the start date', path: ['endDate'] });
export type BlockInput = z.infer<typeof blockInputSchema>;

export const blocksQuerySchema = z.object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() });
export type BlocksQuery = z.infer<typeof blocksQuerySchema>;

export const roomBlockSchema = z.object({
  _id: z.string(),
  physicalRoomId: z.string(),
  roomNumber: z.string(),
  roomId: z.string(),
  roomTitle: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  kind: z.enum(BLOCK_KINDS),
  reason: z.string(),
  createdBy: z.string(),
  createdByName: z.string().nullable(),
  /** ISO instant the block was ended early, else null. */
  endedEarlyAt: z.string().nullable(),
});
export type RoomBlock = z.infer<typeof roomBlockSchema>;
export const roomBlockListSchema = z.array(roomBlockSchema);

/** POST /blocks/{id}/end: the block as it is now, or `null` when it had not started and was withdrawn. */
export const blockEndedSchema = z.object({ message: z.string(), block: roomBlockSchema.nullable() });
