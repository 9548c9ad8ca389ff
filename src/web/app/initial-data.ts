/**
 * Data the server embedded in the page (issue 11) as `<script type="application/json">`:
 * - `initial-rooms`: the first page of the room list the server rendered `/` or `/rooms` with;
 *   the SPA starts from it instead of fetching it again, so its first render matches the
 *   server's markup;
 * - `initial-session`: on a room page, the signed-in guest's record and the room
 *   (shared/schemas/initial-session.ts), so the page need not wait for them.
 */
import { INITIAL_SESSION_ELEMENT_ID, type InitialSession } from '#shared/schemas/initial-session.ts';
import type { RoomPage } from '#shared/schemas/rooms.ts';

const INITIAL_ROOMS_ID = 'initial-rooms';

/** A room list's first page and its query string in `queryKeys.roomPages` (null: all rooms). */
export interface InitialRooms {
  key: string | null;
  page: RoomPage;
}

/** The parsed content of the script element `id`, or null when the page came without one. */
function readEmbeddedJson<T>(id: string): T | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as T;
  } catch {
    return null;
  }
}

/** The embedded room list, or null. */
export const readInitialRooms = () => readEmbeddedJson<InitialRooms>(INITIAL_ROOMS_ID);

/** The embedded session data of a room page, or null. */
export const readInitialSession = () => readEmbeddedJson<InitialSession>(INITIAL_SESSION_ELEMENT_ID);
