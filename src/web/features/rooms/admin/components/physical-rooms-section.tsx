/**
 * Edit Room's "Physical rooms" section (issue 27): the type's rooms in service with number and
 * floor; add one, renumber or re-floor one, take one out of service (asked first). The server
 * refuses a number in use, the type's last room, and a room with upcoming stays (its message,
 * naming them, shows in the toast and under the row).
 */
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { physicalRoomInputSchema, type PhysicalRoom, type PhysicalRoomInput } from '#shared/schemas/physical-rooms.ts';
import { Modal } from '#web/components/ui/modal.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { usePhysicalRoomMutations, usePhysicalRoomsQuery } from '../api/physical-rooms.ts';

/** "3" → 3, "" → null; undefined when not a whole number (the schema says so). */
const toFloor = (text: string): number | null | undefined => (text.trim() === '' ? null : Number(text));

/** Checks number and floor with the server's schema; the first message, or the parsed values. */
function parseRoom(number: string, floor: string): { value: PhysicalRoomInput; error?: never } | { value?: never; error: string } {
  const parsed = physicalRoomInputSchema.safeParse({ number, floor: toFloor(floor) });
  return parsed.success ? { value: parsed.data } : { error: parsed.error.issues[0]?.message ?? 'Check the room number' };
}

export function PhysicalRoomsSection({ roomId }: { roomId: string }) {
  const rooms = usePhysicalRoomsQuery(roomId);
  const [retiring, setRetiring] = useState<PhysicalRoom | null>(null);
  return (
    <section aria-labelledby="physical-rooms-title" className="card mt-8 border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4 p-5 sm:p-6">
        <h2 id="physical-rooms-title" className="font-display text-xl font-semibold">
          Physical rooms
        </h2>
        <p className="text-sm text-base-content/75">Guests book this room type; each stay gets one of these rooms.</p>
        {rooms.isPending && <Spinner label="Loading rooms…" />}
        {rooms.isError && (
          <p role="alert" className="text-error">
            The rooms could not be loaded.
          </p>
        )}
        {rooms.data && (
          <ul className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300">
            {rooms.data.map((room) => (
              <PhysicalRoomRow key={room._id} roomId={roomId} room={room} onRetire={() => setRetiring(room)} />
            ))}
          </ul>
        )}
        <AddRoomForm roomId={roomId} />
      </div>
      <RetireDialog roomId={roomId} room={retiring} onClose={() => setRetiring(null)} />
    </section>
  );
}

function PhysicalRoomRow({ roomId, room, onRetire }: { roomId: string; room: PhysicalRoom; onRetire: () => void }) {
  const [isEditing, setEditing] = useState(false);
  if (isEditing) return <EditRoomRow roomId={roomId} room={room} onDone={() => setEditing(false)} />;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-3">
      <span>
        <strong>Room {room.number}</strong>
        <span className="ml-2 text-sm text-base-content/75">{room.floor === null ? 'No floor set' : `Floor ${room.floor}`}</span>
      </span>
      <span className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={() => setEditing(true)}
          aria-label={`Renumber room ${room.number}`}
        >
          Renumber
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline btn-error"
          onClick={onRetire}
          aria-label={`Take room ${room.number} out of service`}
        >
          Take out of service
        </button>
      </span>
    </li>
  );
}

function EditRoomRow({ roomId, room, onDone }: { roomId: string; room: PhysicalRoom; onDone: () => void }) {
  const { edit } = usePhysicalRoomMutations(roomId);
  const [number, setNumber] = useState(room.number);
  const [floor, setFloor] = useState(room.floor === null ? '' : String(room.floor));
  const [error, setError] = useState<string | null>(null);
  const ids = { number: `room-number-${room._id}`, floor: `room-floor-${room._id}`, error: `room-error-${room._id}` };

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = parseRoom(number, floor);
    if (parsed.value === undefined) return setError(parsed.error);
    try {
      await edit.mutateAsync({ id: room._id, patch: { number: parsed.value.number, floor: parsed.value.floor ?? null } });
      toast.success(`Room ${parsed.value.number} saved`);
      onDone();
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  return (
    <li className="p-3">
      <form onSubmit={(event) => void save(event)} className="flex flex-wrap items-end gap-2" aria-label={`Edit room ${room.number}`}>
        <RoomInputs ids={ids} number={number} floor={floor} setNumber={setNumber} setFloor={setFloor} error={error} />
        <button type="submit" className="btn btn-sm btn-primary" disabled={edit.isPending}>
          Save
        </button>
        <button type="button" className="btn btn-sm btn-ghost" onClick={onDone}>
          Cancel
        </button>
      </form>
      {error && (
        <p id={ids.error} role="alert" className="mt-1 text-sm text-error">
          {error}
        </p>
      )}
    </li>
  );
}

function AddRoomForm({ roomId }: { roomId: string }) {
  const { add } = usePhysicalRoomMutations(roomId);
  const [number, setNumber] = useState('');
  const [floor, setFloor] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { number: 'new-room-number', floor: 'new-room-floor', error: 'new-room-error' };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseRoom(number, floor);
    if (parsed.value === undefined) return setError(parsed.error);
    try {
      const added = await add.mutateAsync(parsed.value);
      toast.success(`Room ${added.number} added`);
      setNumber('');
      setFloor('');
      setError(null);
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Add a room" className="flex flex-col gap-1">
      <div className="flex flex-wrap items-end gap-2">
        <RoomInputs ids={ids} number={number} floor={floor} setNumber={setNumber} setFloor={setFloor} error={error} />
        <button type="submit" className="btn btn-sm btn-primary" disabled={add.isPending}>
          Add room
        </button>
      </div>
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </form>
  );
}

function RoomInputs(props: {
  ids: { number: string; floor: string; error: string };
  number: string;
  floor: string;
  setNumber: (v: string) => void;
  setFloor: (v: string) => void;
  error: string | null;
}) {
  const { ids, error } = props;
  const described = error ? ids.error : undefined;
  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.number} className="text-sm font-medium">
          Room number
        </label>
        <input
          id={ids.number}
          className={`input input-sm w-32 ${error ? 'input-error' : ''}`}
          value={props.number}
          maxLength={10}
          onChange={(e) => props.setNumber(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.floor} className="text-sm font-medium">
          Floor <span className="font-normal text-base-content/75">(optional)</span>
        </label>
        <input
          id={ids.floor}
          className="input input-sm w-24"
          inputMode="numeric"
          value={props.floor}
          onChange={(e) => props.setFloor(e.target.value)}
          aria-describedby={described}
        />
      </div>
    </>
  );
}

function RetireDialog({ roomId, room, onClose }: { roomId: string; room: PhysicalRoom | null; onClose: () => void }) {
  const { retire } = usePhysicalRoomMutations(roomId);
  async function confirm() {
    if (!room) return;
    try {
      const reply = await retire.mutateAsync(room._id);
      toast.success(`Room ${room.number}: ${reply.message.toLowerCase()}`);
    } catch {
      // The global mutation-error toast shows why (e.g. the upcoming stays it names).
    }
    onClose();
  }
  return (
    <Modal
      open={room !== null}
      onClose={onClose}
      title={`Take room ${room?.number ?? ''} out of service?`}
      actions={
        <button type="button" className="btn btn-error" disabled={retire.isPending} onClick={() => void confirm()}>
          Take out of service
        </button>
      }
    >
      <p>It will no longer be given to new stays. Its past stays keep it. A room with upcoming stays cannot be taken out of service.</p>
    </Modal>
  );
}
