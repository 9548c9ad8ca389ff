import { useState } from 'react';
import { messages } from '#shared/messages.ts';
import type { HousekeepingRoom } from '#shared/schemas/housekeeping.ts';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatStayDate } from '#web/lib/format.ts';
import { useHousekeepingQuery, useSetHousekeepingMutation } from '../api/housekeeping.ts';
import { HousekeepingCard } from '../components/housekeeping-card.tsx';

type Filter = 'dirty' | 'all';

/** Rooms grouped by floor, in the board's order (floor, then number); rooms without a floor last. */
function byFloor(rooms: HousekeepingRoom[]): Array<{ floor: number | null; rooms: HousekeepingRoom[] }> {
  const groups = new Map<number | null, HousekeepingRoom[]>();
  for (const room of rooms) groups.set(room.floor, [...(groups.get(room.floor) ?? []), room]);
  return [...groups].map(([floor, list]) => ({ floor, rooms: list }));
}

/**
 * Housekeeping (issue 28, /dashboard/housekeeping), made for a phone: every room in service by
 * floor, its status as a badge with text, whether a guest arrives today or sleeps in it tonight,
 * and big buttons for its next statuses. "Needs cleaning" shows dirty rooms only. A change shows
 * at once and is rolled back with a toast when the server refuses it; the board refreshes every minute.
 */
export default function HousekeepingPage() {
  const { data, isPending, isError } = useHousekeepingQuery();
  const change = useSetHousekeepingMutation();
  const [filter, setFilter] = useState<Filter>('all');
  const shown = (data?.rooms ?? []).filter((r) => filter === 'all' || r.status === 'dirty');
  const dirtyCount = (data?.rooms ?? []).filter((r) => r.status === 'dirty').length;

  return (
    <section className="mx-auto max-w-7xl">
      <PageTitle text="Housekeeping · Hotel Booking" />
      <h1 className="font-display text-3xl font-semibold">Housekeeping</h1>
      {data && <p className="mb-4 mt-1 text-base-content/75">{formatStayDate(data.date)} (hotel time)</p>}
      <div role="group" aria-label="Show rooms" className="join mb-5 flex w-full sm:w-auto">
        <button
          type="button"
          className={`btn join-item flex-1 sm:flex-none ${filter === 'dirty' ? 'btn-primary' : ''}`}
          aria-pressed={filter === 'dirty'}
          onClick={() => setFilter('dirty')}
        >
          Needs cleaning ({dirtyCount})
        </button>
        <button
          type="button"
          className={`btn join-item flex-1 sm:flex-none ${filter === 'all' ? 'btn-primary' : ''}`}
          aria-pressed={filter === 'all'}
          onClick={() => setFilter('all')}
        >
          All rooms
        </button>
      </div>
      {isPending && <Spinner label="Loading rooms…" />}
      {isError && (
        <div role="alert" className="alert alert-error">
          {messages.somethingWrong}
        </div>
      )}
      {data && shown.length === 0 && (
        <p className="rounded-box border border-base-300 bg-base-100 px-4 py-6">
          {filter === 'dirty' ? 'No room needs cleaning.' : 'No room is in service.'}
        </p>
      )}
      {byFloor(shown).map((group) => (
        <section key={group.floor ?? 'none'} aria-labelledby={`hk-floor-${group.floor ?? 'none'}`} className="mb-6">
          <h2 id={`hk-floor-${group.floor ?? 'none'}`} className="mb-3 font-display text-xl font-semibold">
            {group.floor === null ? 'No floor given' : `Floor ${group.floor}`}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {group.rooms.map((room) => (
              <HousekeepingCard
                key={room.physicalRoomId}
                room={room}
                onChange={(status) => change.mutate({ physicalRoomId: room.physicalRoomId, status })}
              />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
