/**
 * Moving a booking to another physical room (issue 27): GET /api/admin/bookings/{id}/move-options,
 * POST /api/admin/bookings/{id}/move { physicalRoomId }. Same type, or another type at the same
 * nightly price ("upgrade at the same price"; the booking's price never changes).
 */
import { z } from 'zod';

export const moveBookingInputSchema = z.object({ physicalRoomId: z.string({ error: 'Choose a room' }).min(1, 'Choose a room') });

const moveOptionSchema = z.object({
  physicalRoomId: z.string(),
  number: z.string(),
  roomId: z.string(),
  roomTitle: z.string(),
  /** True when the room is of the booking's own type; false: another type at the same price. */
  isSameType: z.boolean(),
});
export type MoveOption = z.infer<typeof moveOptionSchema>;

export const moveOptionsSchema = z.object({
  /** The booking's room number now. */
  currentNumber: z.string(),
  options: z.array(moveOptionSchema),
});
export type MoveOptions = z.infer<typeof moveOptionsSchema>;

export const bookingMovedSchema = z.object({ message: z.string(), roomNumber: z.string(), roomId: z.string() });
export type BookingMoved = z.infer<typeof bookingMovedSchema>;
