/**
 * What the room page's shell carries for a signed-in guest (issue 11, the room page's LCP): the
 * guest's user record and the room as GET /api/user/{email} and GET /api/room/{id} would answer
 * them, embedded as `<script type="application/json" id="initial-session">`, so the SPA renders
 * the room without first waiting for the session, the record and the room, one after another.
 */
import type { RoomDetail } from './rooms.ts';
import type { User } from './users.ts';

export const INITIAL_SESSION_ELEMENT_ID = 'initial-session';

/** `room` is null for an unknown or archived room (the page then asks and shows "Room not found"). */
export interface InitialSession {
  user: User;
  room: RoomDetail | null;
}
