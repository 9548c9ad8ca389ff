import { fewRoomsLeft, onlyLeftText } from '#shared/domain/rooms-left.ts';
import { useRoomAvailability, type CheckedStay } from '../api/room-availability.ts';

/**
 * "Only N left" on the room page (issue 27) for the stay the date panel holds: shown when the
 * type has several physical rooms in service and 1 to 3 of them are free for those dates;
 * nothing for a single-room type, without dates, or while the answer is on its way.
 */
export function RoomsLeftNote({ roomId, stay }: { roomId: string; stay: CheckedStay | null }) {
  const availability = useRoomAvailability(roomId, stay);
  const count = fewRoomsLeft(availability.data?.roomsLeft, availability.data?.roomsInService);
  if (count === null) return null;
  return <p className="badge badge-warning font-semibold">{onlyLeftText(count)}</p>;
}
