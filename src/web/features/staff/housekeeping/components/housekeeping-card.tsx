import type { HousekeepingStatus } from '#shared/schemas/desk-vocabularies.ts';
import type { HousekeepingRoom } from '#shared/schemas/housekeeping.ts';
import { formatTimestamp } from '#web/lib/format.ts';
import { HousekeepingBadge } from './housekeeping-badge.tsx';

/** The next statuses housekeeping may give a room in each status (checkout-states.ts HOUSEKEEPING_TRANSITIONS). */
const NEXT: Record<HousekeepingStatus, Array<{ to: HousekeepingStatus; label: string; tone: string }>> = {
  dirty: [
    { to: 'clean', label: 'Mark clean', tone: 'btn-success' },
    { to: 'out-of-order', label: 'Out of order', tone: 'btn-outline' },
  ],
  clean: [
    { to: 'inspected', label: 'Mark inspected', tone: 'btn-info' },
    { to: 'dirty', label: 'Mark dirty', tone: 'btn-outline' },
    { to: 'out-of-order', label: 'Out of order', tone: 'btn-outline' },
  ],
  inspected: [
    { to: 'dirty', label: 'Mark dirty', tone: 'btn-outline' },
    { to: 'out-of-order', label: 'Out of order', tone: 'btn-outline' },
  ],
  'out-of-order': [{ to: 'clean', label: 'Back to clean', tone: 'btn-success' }],
};

interface HousekeepingCardProps {
  room: HousekeepingRoom;
  onChange: (status: HousekeepingStatus) => void;
}

/** One room on the board: number, type, status badge, what today asks of it, and big buttons for its next statuses. */
export function HousekeepingCard({ room, onChange }: HousekeepingCardProps) {
  const headingId = `hk-room-${room.physicalRoomId}`;
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-display text-xl font-semibold">
            Room {room.number}
          </h3>
          <p className="text-sm text-base-content/75">{room.roomTitle}</p>
        </div>
        <HousekeepingBadge status={room.status} />
      </div>
      {(room.isArrivingToday || room.isOccupied) && (
        <p className="text-sm font-medium">{room.isArrivingToday ? 'Guest arrives today' : 'Guest in the house tonight'}</p>
      )}
      {room.updatedAt && (
        <p className="text-xs text-base-content/75">
          Updated {formatTimestamp(room.updatedAt)}
          {room.updatedByName ? ` by ${room.updatedByName}` : ''}
        </p>
      )}
      <div className="mt-auto grid grid-cols-2 gap-2">
        {NEXT[room.status].map((next, i, all) => (
          <button
            key={next.to}
            type="button"
            // The first of an odd number takes the whole row: the likely next step, then the others side by side.
            className={`btn ${next.tone} min-h-12 ${i === 0 && all.length % 2 === 1 ? 'col-span-2' : ''}`}
            aria-label={`${next.label}: room ${room.number}`}
            onClick={() => onChange(next.to)}
          >
            {next.label}
          </button>
        ))}
      </div>
    </li>
  );
}
