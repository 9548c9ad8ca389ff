/**
 * The first page of the room list the server rendered the page with (issue 11), embedded in the HTML as
 * `<script type="application/json" id="initial-rooms">`; the SPA starts from it instead of
 * fetching it again, so its first render matches the server's markup.
 */
import type { RoomPage } from '#shared/schemas/rooms.ts';

const INITIAL_ROOMS_ID = 'initial-rooms';

/** A room list's first page and its query string in `queryKeys.roomPages` (null: all rooms). */
export interface InitialRooms {
  key: string | null;
  page: RoomPage;
}

/** The embedded list, or null when the page came without one. */
export function readInitialRooms(): InitialRooms | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(INITIAL_ROOMS_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as InitialRooms;
  } catch {
    return null;
  }
}
