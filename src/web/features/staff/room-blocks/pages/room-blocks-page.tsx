/**
 * Room blocks (issue 27, /dashboard/room-blocks): take a physical room out of sale for some
 * nights, and the current and upcoming blocks with "End now". The form is prefilled from
 * `?physicalRoomId=&startDate=&endDate=` (the tape chart's empty cell links here).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { BlockForm } from '../components/block-form.tsx';
import { BlocksList } from '../components/blocks-list.tsx';
import { blockFormDefaults } from '../lib/block-form-values.ts';

export default function RoomBlocksPage() {
  const [params] = useSearchParams();
  const [initial] = useState(() => blockFormDefaults(params));
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageTitle text="Room Blocks · Hotel Booking" />
      <h1 className="font-display text-3xl font-semibold">Room Blocks</h1>
      <BlockForm initial={initial} />
      <section aria-labelledby="blocks-title" className="flex flex-col gap-3">
        <h2 id="blocks-title" className="font-display text-xl font-semibold">
          Current and upcoming
        </h2>
        <BlocksList />
      </section>
    </section>
  );
}
