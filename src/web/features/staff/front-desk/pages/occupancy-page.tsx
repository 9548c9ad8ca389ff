import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { HiChevronLeft, HiChevronRight } from 'react-icons/hi2';
import { messages } from '#shared/messages.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useOccupancyQuery } from '../api/front-desk-queries.ts';
import { TapeChart } from '../components/tape-chart.tsx';
import { TapeChartLegend } from '../components/tape-chart-legend.tsx';
import { monthLabel, monthOrCurrent, shiftMonth } from '#web/lib/month.ts';
import { PageTitle } from '#web/components/ui/page-title.tsx';

/**
 * Occupancy calendar (issues 13, 27): one month of the tape chart, chosen in the URL (`?month=YYYY-MM`),
 * with previous/next month buttons. One row per physical room: paid stays, desk bookings, live holds,
 * blocks and free nights; each stay opens its booking, a free night starts a desk booking or a block.
 */
export default function OccupancyPage() {
  const [params, setParams] = useSearchParams();
  const month = monthOrCurrent(params.get('month'));
  const current = monthOrCurrent(null);
  const { data, isPending, isError, isFetching } = useOccupancyQuery(month);
  // The month last asked for: navigations render in a transition, so a second click can come
  // before the page shows the first one's month (CI: Next then Previous landed two months back).
  const asked = useRef(month);
  useEffect(() => {
    asked.current = month;
  }, [month]);
  const go = (next: string) => {
    asked.current = next;
    setParams((p) => {
      p.set('month', next);
      return p;
    });
  };
  const step = (delta: number) => go(shiftMonth(asked.current, delta));
  const label = monthLabel(month);
  return (
    <section className="mx-auto max-w-7xl">
      <PageTitle text={`Occupancy · ${label} · Hotel Booking`} />
      <h1 className="mb-4 font-display text-3xl font-semibold">Occupancy</h1>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <button type="button" className="btn btn-sm btn-outline" onClick={() => step(-1)}>
          <HiChevronLeft aria-hidden="true" /> Previous month
        </button>
        <h2
          aria-live="polite"
          className="order-first w-full font-display text-xl font-semibold sm:order-none sm:w-auto sm:min-w-44 sm:text-center"
        >
          {label}
        </h2>
        <button type="button" className="btn btn-sm btn-outline" onClick={() => step(1)}>
          Next month <HiChevronRight aria-hidden="true" />
        </button>
        {month !== current && (
          <button type="button" className="btn btn-sm btn-ghost" onClick={() => go(current)}>
            This month
          </button>
        )}
      </div>
      <TapeChartLegend />
      {isPending && <Spinner label="Loading occupancy…" />}
      {isError && (
        <div role="alert" className="alert alert-error">
          {messages.somethingWrong}
        </div>
      )}
      {data && data.rooms.length === 0 && <EmptyState title="No rooms yet" subtitle="Add a room to see it here." />}
      {data && data.rooms.length > 0 && (
        <div aria-busy={isFetching}>
          <TapeChart data={data} caption={`Occupancy, ${monthLabel(data.month)}`} />
          <p className="mt-2 text-sm text-base-content/75">
            {data.stays.length} {data.stays.length === 1 ? 'stay' : 'stays'} and {data.blocks.length}{' '}
            {data.blocks.length === 1 ? 'block' : 'blocks'} in {monthLabel(data.month)}.
            <span className="xl:hidden"> Scroll sideways for more days.</span>
          </p>
        </div>
      )}
    </section>
  );
}
