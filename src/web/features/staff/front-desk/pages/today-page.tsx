import { messages } from '#shared/messages.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useTodayQuery } from '../api/front-desk-queries.ts';
import { holdNote, requestNote, TodayList } from '../components/today-list.tsx';
import { formatStayDate } from '#web/lib/format.ts';
import { PageTitle } from '#web/components/ui/page-title.tsx';

/**
 * Today (issue 13, first in the admin menu): the front desk's day in hotel time — arrivals,
 * departures, guests in-house, live holds and cancellation requests waiting. Each row opens
 * the booking. Refreshes every minute.
 */
export default function TodayPage() {
  const { data, isPending, isError } = useTodayQuery();
  return (
    <section className="mx-auto max-w-7xl">
      <PageTitle text="Today · Hotel Booking" />
      <h1 className="font-display text-3xl font-semibold">Today</h1>
      {data && (
        <p className="mb-6 mt-1 text-base-content/75">
          {formatStayDate(data.date)} (hotel time, {data.timeZone})
        </p>
      )}
      {isPending && <Spinner label="Loading today…" />}
      {isError && (
        <div role="alert" className="alert alert-error">
          {messages.somethingWrong}
        </div>
      )}
      {data && (
        <div className="grid gap-5 lg:grid-cols-2">
          <TodayList id="today-arrivals" title="Arrivals" items={data.arrivals} empty="No one checks in today." />
          <TodayList id="today-departures" title="Departures" items={data.departures} empty="No one checks out today." />
          <TodayList id="today-in-house" title="In-house" items={data.inHouse} empty="No guests are staying over." />
          <TodayList id="today-holds" title="Live holds" items={data.holds} empty="No payment is under way." note={holdNote} />
          <TodayList
            id="today-requests"
            title="Cancellation requests waiting"
            items={data.cancellationRequests}
            empty="No request is waiting."
            note={requestNote}
          />
        </div>
      )}
    </section>
  );
}
