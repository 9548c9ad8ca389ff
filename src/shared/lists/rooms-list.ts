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
  // With a category chosen, the page says so instead (all-rooms-page.tsx).
  screen: { title: 'All Rooms', loading: 'Loading rooms…', pager: 'Room pages' },
  empty: { title: 'No rooms yet', subtitle: 'Add the first room guests can book.' },
  query: roomListQuerySchema,
  filters: [
    { kind: 'select', key: 'category', label: 'Category', options: ROOM_CATEGORIES.map((c) => ({ value: c, label: humanizeCategory(c) })) },
  ],
});

export const archivedRoomsList = defineList({
  path: '/admin/archived-rooms',
  screen: { title: 'Archived Rooms', loading: 'Loading archived rooms…', pager: 'Archived room pages' },
  empty: { title: 'No archived rooms', subtitle: 'Rooms you archive from All Rooms appear here.' },
  query: archivedRoomsQuerySchema,
  filters: [],
});
