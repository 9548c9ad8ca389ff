/**
 * "Move to room" on the admin's booking detail (issue 27): the free rooms of the booking's type,
 * then those of other types at the same price (an upgrade at the same price), for its dates.
 * Shown for a live booking only (held with a live hold, or paid; its cancellation not approved).
 */
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { Booking } from '#shared/schemas/bookings.ts';
import type { MoveOption } from '#shared/schemas/booking-moves.ts';
import { useMoveBookingMutation, useMoveOptionsQuery } from '../api/move-booking.ts';

/** Whether the booking holds its room now (the server checks again). */
function isMovable(booking: Booking, now: Date): boolean {
  const isLiveHold = booking.status === 'held' && booking.holdExpiresAt !== null && new Date(booking.holdExpiresAt) > now;
  return (booking.status === 'paid' || isLiveHold) && booking.c_status !== 'approved';
}

const optionLabel = (o: MoveOption) => `Room ${o.number}${o.isSameType ? '' : ` · ${o.roomTitle} (same price)`}`;

export function MoveBookingControl({ booking, now }: { booking: Booking; now: Date }) {
  const isEnabled = isMovable(booking, now);
  const options = useMoveOptionsQuery(booking._id, isEnabled);
  const move = useMoveBookingMutation(booking._id);
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!isEnabled) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!target) return setError('Choose a room');
    try {
      const reply = await move.mutateAsync(target);
      toast.success(reply.message);
      setTarget('');
      setError(null);
    } catch (failure) {
      setError((failure as Error).message);
      toast.error((failure as Error).message);
    }
  }

  const list = options.data?.options ?? [];
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-labelledby="move-title"
      className="mt-4 flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-4"
    >
      <h2 id="move-title" className="font-semibold">
        Move to room
      </h2>
      {options.isError && (
        <p role="alert" className="text-sm text-error">
          {options.error.message}
        </p>
      )}
      {options.data && list.length === 0 && <p className="text-sm">No other room is free for these dates.</p>}
      {list.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-sm font-medium">
            Free rooms for this stay
            <select
              className="select select-sm w-64 max-w-full"
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              aria-describedby={error ? 'move-error' : undefined}
            >
              <option value="">Choose a room</option>
              {list.map((o) => (
                <option key={o.physicalRoomId} value={o.physicalRoomId}>
                  {optionLabel(o)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn-sm btn-primary" disabled={move.isPending}>
            Move
          </button>
        </div>
      )}
      {error && (
        <p id="move-error" role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </form>
  );
}
