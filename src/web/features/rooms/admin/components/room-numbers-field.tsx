/**
 * Add Room's optional "Room numbers" field (issue 27): the new type's physical rooms, e.g.
 * "201, 202, 203"; empty gives it one auto-numbered room. Checked with the server's own rules
 * (roomNumbersSchema) on submit; the server checks again and names a number already in use.
 */
export function RoomNumbersField({ value, error, onChange }: { value: string; error: string | null; onChange: (value: string) => void }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="room-numbers" className="text-sm font-medium">
        Room numbers <span className="font-normal text-base-content/75">(optional)</span>
      </label>
      <input
        id="room-numbers"
        name="roomNumbers"
        className={`input w-full ${error ? 'input-error' : ''}`}
        placeholder="201, 202, 203"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'room-numbers-hint room-numbers-error' : 'room-numbers-hint'}
      />
      <p id="room-numbers-hint" className="text-sm text-base-content/75">
        The rooms of this type, separated by commas. Leave empty for one room with the next free number.
      </p>
      {error && (
        <p id="room-numbers-error" className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
