/**
 * The block form (issue 27): room, first night, the day it is for sale again, why (out of order,
 * maintenance, owner's use) and a reason. Checked with the server's schema on submit; the
 * server's refusal (a stay or another block on those nights, named) shows under the form.
 */
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { addDays } from '#shared/domain/nights.ts';
import { BLOCK_KIND_LABELS, BLOCK_KINDS, type BlockKind } from '#shared/schemas/inventory.ts';
import { blockInputSchema } from '#shared/schemas/room-blocks.ts';
import { DateField } from '#web/components/ui/date-field/date-field.tsx';
import { fromIsoDate } from '#web/lib/picker-dates.ts';
import { useAllPhysicalRoomsQuery, useCreateBlockMutation } from '../api/room-blocks.ts';
import type { BlockFormValues } from '../lib/block-form-values.ts';

const CALENDAR_DAYS = 400;

export function BlockForm({ initial }: { initial: BlockFormValues }) {
  const rooms = useAllPhysicalRoomsQuery();
  const create = useCreateBlockMutation();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [today] = useState(todayInHotel);
  const set = <K extends keyof BlockFormValues>(key: K, value: BlockFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const start = fromIsoDate(today)!;
  const end = fromIsoDate(addDays(today, CALENDAR_DAYS))!;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = blockInputSchema.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form');
    setError(null);
    try {
      const block = await create.mutateAsync(parsed.data);
      toast.success(`Room ${block.roomNumber} blocked`);
      setValues((v) => ({ ...v, reason: '' }));
    } catch (failure) {
      setError((failure as Error).message);
      toast.error((failure as Error).message);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="block-form-title"
      className="card border border-base-300 bg-base-100 shadow-sm"
    >
      <div className="card-body gap-4 p-5 sm:p-6">
        <h2 id="block-form-title" className="font-display text-xl font-semibold">
          Block a room
        </h2>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <label className="flex flex-col gap-1 text-sm font-medium">
            Room
            <select
              name="physicalRoomId"
              className="select w-full"
              value={values.physicalRoomId}
              onChange={(e) => set('physicalRoomId', e.target.value)}
              aria-describedby={error ? 'block-form-error' : undefined}
            >
              <option value="">Choose a room</option>
              {rooms.data?.map((room) => (
                <option key={room._id} value={room._id}>
                  Room {room.number} · {room.roomTitle}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            Why
            <select name="kind" className="select w-full" value={values.kind} onChange={(e) => set('kind', e.target.value as BlockKind)}>
              {BLOCK_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {BLOCK_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          </label>
          <DateField
            label="First night"
            name="startDate"
            value={values.startDate}
            onChange={(value) => set('startDate', value)}
            clearable={false}
            resetKey={0}
            disabled={[{ before: start }, { after: end }]}
            taken={[]}
            defaultMonth={start}
            startMonth={start}
            endMonth={end}
          />
          <DateField
            label="For sale again on"
            name="endDate"
            value={values.endDate}
            onChange={(value) => set('endDate', value)}
            clearable={false}
            resetKey={0}
            disabled={[{ before: fromIsoDate(addDays(values.startDate ?? today, 1))! }, { after: end }]}
            taken={[]}
            defaultMonth={fromIsoDate(values.startDate ?? today)!}
            startMonth={start}
            endMonth={end}
            align="end"
          />
          <label className="flex flex-col gap-1 text-sm font-medium sm:col-span-2">
            Reason
            <input
              name="reason"
              className="input w-full"
              value={values.reason}
              maxLength={500}
              placeholder="e.g. Air conditioner being replaced"
              onChange={(e) => set('reason', e.target.value)}
            />
          </label>
        </div>
        {error && (
          <p id="block-form-error" role="alert" className="text-sm text-error">
            {error}
          </p>
        )}
        <div>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            Block room
          </button>
        </div>
      </div>
    </form>
  );
}
