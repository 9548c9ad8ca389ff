/**
 * The admin's room lists (docs/product/screens.md#all-rooms; issue 24): All Rooms, a page of the
 * rooms on sale by category (the public GET /all-rooms), and Archived rooms, paged only.
 */
import { ROOM_CATEGORIES, humanizeCategory } from '../domain/humanize-category.ts';
import { archivedRoomsQuerySchema } from '../schemas/archived-rooms.ts';
import { roomListQuerySchema } from '../schemas/rooms.ts';
import { defineList } from './list-definition.ts';

export const roomsList = defineList({
  path: '/all-rooms',
  query: roomListQuerySchema,
  filters: [
    { kind: 'select', key: 'category', label: 'Category', options: ROOM_CATEGORIES.map((c) => ({ value: c, label: humanizeCategory(c) })) },
  ],
});

export const archivedRoomsList = defineList({ path: '/admin/archived-rooms', query: archivedRoomsQuerySchema, filters: [] });
