/** Room list search limits and orders (issue 12), without zod; schemas/rooms.ts re-exports them. */

/** Orders of the room list: nightly price either way, or best rated first. */
export const ROOM_SORTS = ['price-asc', 'price-desc', 'rating'] as const;
export type RoomSort = (typeof ROOM_SORTS)[number];

/** Most guests a search asks for (the room form's capacity limit). */
export const MAX_GUESTS = 50;

/** Rooms per page of the public room list (`/rooms` and `/`); "Show more rooms" asks for the next. */
export const ROOM_PAGE_SIZE = 24;
