/**
 * Archived rooms (issue 24): the admin's list of rooms "Archive room" took off sale, and the
 * restore that puts one back. GET /api/admin/archived-rooms?page&pageSize, POST /api/rooms/{id}/restore.
 */
import { z } from 'zod';
import { ROOM_CATEGORIES } from '../domain/humanize-category.ts';
import { pageMetaFields, pageNumberFields } from './paging.ts';

export const archivedRoomsQuerySchema = z.object(pageNumberFields);
export type ArchivedRoomsQuery = z.infer<typeof archivedRoomsQuerySchema>;

/** An archived room: what the list shows; `price` BDT per night, `archivedAt` an ISO instant. */
const archivedRoomSchema = z.object({
  _id: z.string(),
  title: z.string(),
  category: z.enum(ROOM_CATEGORIES),
  price: z.number(),
  image: z.string(),
  archivedAt: z.string(),
});
export type ArchivedRoom = z.infer<typeof archivedRoomSchema>;

/** One page of archived rooms, most recently archived first. */
export const archivedRoomPageSchema = z.object({ items: z.array(archivedRoomSchema), ...pageMetaFields });
export type ArchivedRoomPage = z.infer<typeof archivedRoomPageSchema>;

/** The restore's answer. */
export const roomRestoredSchema = z.object({ message: z.string() });
