/**
 * What the server knows of a signed-in guest opening a room page (issue 11, the room page's LCP):
 * the guest's user record and the room as GET /api/user/{email} and GET /api/room/{id} would
 * answer them. The page is rendered from it and it travels in the page's app state (issue 25,
 * `<script type="application/json" id="app-state">`, src/web/app/app-state.ts), so the browser
 * renders the room without first waiting for the session, the record and the room.
 */
import type { RoomDetail } from './rooms.ts';
import type { User } from './users.ts';

/** Id of the script element holding a server-rendered page's app state. */
export const APP_STATE_ELEMENT_ID = 'app-state';

/** `room` is null for an unknown or archived room (the page then asks and shows "Room not found"). */
export interface InitialSession {
  user: User;
  room: RoomDetail | null;
}
