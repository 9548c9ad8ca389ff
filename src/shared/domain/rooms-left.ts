/**
 * "Only N left" (issue 27): a room type says how few of its physical rooms remain for the
 * searched dates when it has several in service and at most FEW_ROOMS_LEFT are free (at least
 * one). A single-room type says nothing: the spec's screens stay as they are.
 */

/** The most free rooms that still count as "few". */
const FEW_ROOMS_LEFT = 3;

/**
 * The number to show as "Only N left", or null to show nothing: `roomsLeft` free physical rooms
 * for the searched stay (null: no stay searched) of `roomsInService`.
 */
export function fewRoomsLeft(roomsLeft: number | null | undefined, roomsInService: number | null | undefined): number | null {
  if (roomsLeft == null || roomsInService == null || roomsInService < 2) return null;
  return roomsLeft >= 1 && roomsLeft <= FEW_ROOMS_LEFT ? roomsLeft : null;
}

/** "Only 2 left" / "Only 1 left". */
export const onlyLeftText = (count: number): string => `Only ${count} left`;
