import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { messages } from '#shared/messages.ts';
import { parseRoomNumbers, roomNumbersSchema } from '#shared/schemas/physical-rooms.ts';
import type { RoomInput } from '#shared/schemas/rooms.ts';
import { hasErrorCode } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { useSaveRoomMutation } from '../api/save-room.ts';
import { RoomForm } from '../components/room-form.tsx';
import { RoomNumbersField } from '../components/room-numbers-field.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';

/**
 * Add room (docs/product/screens.md#add-room-and-edit-room, admin): the room form; success toasts "Room Added Successfully!" and opens All Rooms.
 * Issue 27: optional room numbers ("201, 202, 203") give the new type its physical rooms in the same call.
 */
export default function AddRoomPage() {
  const saveRoom = useSaveRoomMutation();
  const navigate = useNavigate();
  const [numbersText, setNumbersText] = useState('');
  const [numbersError, setNumbersError] = useState<string | null>(null);

  async function save(input: RoomInput) {
    const numbers = roomNumbersSchema.safeParse(parseRoomNumbers(numbersText));
    if (!numbers.success) {
      const message = numbers.error.issues[0]?.message ?? messages.somethingWrong;
      setNumbersError(message);
      throw new Error(message);
    }
    setNumbersError(null);
    try {
      await saveRoom.mutateAsync(numbers.data.length > 0 ? { ...input, roomNumbers: numbers.data } : input);
    } catch (error) {
      if (hasErrorCode(error, 'ROOM_NUMBER_TAKEN')) setNumbersError(error.message);
      throw error;
    }
    toast.success(messages.roomAdded);
    await navigate(paths.allRooms);
  }

  return (
    <section className="mx-auto max-w-5xl">
      <PageTitle text="Add Room · Hotel Booking" />
      <h1 className="mb-6 font-display text-3xl font-semibold">Add Room</h1>
      <RoomForm
        submitLabel="Add Room"
        onSave={save}
        roomsSection={<RoomNumbersField value={numbersText} error={numbersError} onChange={setNumbersText} />}
      />
    </section>
  );
}
