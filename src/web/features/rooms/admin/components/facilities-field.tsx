import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { HiPlus, HiTrash } from 'react-icons/hi2';
import { MAX_FACILITIES, MAX_FACILITY_LENGTH } from '#shared/schemas/rooms.ts';
import type { RoomFormValues } from '../lib/room-form-values.ts';

/**
 * The facilities list with add and remove (docs/product/screens.md#add-room-and-edit-room). Blank entries may stay in the list:
 * the shared schema drops them before its "Add Atleast Two Features" rule (docs/product/rules.md#rooms). The same
 * schema bounds the list (MAX_FACILITIES rows of at most MAX_FACILITY_LENGTH characters, issue
 * #9), so the inputs stop there too and Add facility is disabled at the limit.
 */
export function FacilitiesField() {
  const {
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<RoomFormValues>();
  const facilities = useWatch({ control, name: 'facilities' }) ?? [];
  // Stable keys per row, so removing one row never moves text between inputs.
  const [rowIds, setRowIds] = useState(() => facilities.map((_, i) => i));
  const nextId = useRef(facilities.length);
  const focusLast = useRef(false);
  const listRef = useRef<HTMLUListElement>(null);
  const error = errors.facilities?.message ?? errors.facilities?.root?.message;

  useEffect(() => {
    if (!focusLast.current) return;
    focusLast.current = false;
    listRef.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
  }, [rowIds]);

  const update = (next: string[]) => setValue('facilities', next, { shouldValidate: isSubmitted, shouldDirty: true });

  function add() {
    focusLast.current = true;
    setRowIds((ids) => [...ids, nextId.current++]);
    update([...facilities, '']);
  }

  function remove(index: number) {
    setRowIds((ids) => ids.filter((_, i) => i !== index));
    update(facilities.filter((_, i) => i !== index));
  }

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'room-facilities-error' : undefined}>
      <legend className="mb-1 text-sm font-medium">Facilities (at least two)</legend>
      <ul ref={listRef} className="flex flex-col gap-2">
        {facilities.map((facility, index) => (
          <li key={rowIds[index] ?? `extra-${index}`} className="flex items-center gap-2">
            <input
              type="text"
              className={`input w-full ${error ? 'input-error' : ''}`}
              aria-label={`Facility ${index + 1}`}
              maxLength={MAX_FACILITY_LENGTH}
              value={facility}
              onChange={(event) => update(facilities.map((f, i) => (i === index ? event.target.value : f)))}
            />
            <button
              type="button"
              className="btn btn-square btn-ghost text-error"
              aria-label={`Remove facility ${index + 1}`}
              onClick={() => remove(index)}
            >
              <HiTrash aria-hidden="true" className="size-5" />
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p id="room-facilities-error" className="text-sm text-error">
          {error}
        </p>
      )}
      <button
        type="button"
        className="btn btn-outline btn-primary btn-sm self-start"
        onClick={add}
        disabled={facilities.length >= MAX_FACILITIES}
        aria-describedby="room-facilities-limit"
      >
        <HiPlus aria-hidden="true" className="size-4" /> Add facility
      </button>
      <p id="room-facilities-limit" className="text-xs">
        Up to {MAX_FACILITIES} facilities, {MAX_FACILITY_LENGTH} characters each
      </p>
    </fieldset>
  );
}
