import { HiPrinter } from 'react-icons/hi2';
import { messages } from '#shared/messages.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useTodayQuery } from '../api/front-desk-queries.ts';
import { holdNote, requestNote, TodayList } from '../components/today-list.tsx';
import {
  checkInAction,
  checkOutAction,
  decideAction,
  departureNote,
  housekeepingAction,
  noShowNote,
  readinessNote,
} from '../components/today-actions.tsx';
import { formatStayDate } from '#web/lib/format.ts';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import './today-print.css';

/**
 * Today (issue 13, first in the admin menu; issue 28, the desk's day): in hotel time, arrivals
 * (with their room's housekeeping status and Check in), rooms not ready, in-house guests (Check
 * out for those leaving today), departures, no-shows to decide, tomorrow's arrivals, live holds
 * and cancellation requests waiting. Each row opens the booking. Prints on A4 without the
 * dashboard's chrome (today-print.css). Refreshes every minute.
 */
export default function TodayPage() {
  const { data, isPending, isError } = useTodayQuery();
  return (
    <section className="today-print mx-auto max-w-7xl">
      <PageTitle text="Today · Hotel Booking" />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold">Today</h1>
        <button type="button" className="btn btn-outline" data-print="hide" onClick={() => window.print()} disabled={!data}>
          <HiPrinter aria-hidden="true" className="size-5" /> Print
        </button>
      </div>
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
        <div className="today-grid grid gap-5 lg:grid-cols-2">
          <TodayList
            id="today-arrivals"
            title="Arrivals"
            items={data.arrivals}
            empty="No one checks in today."
            note={readinessNote}
            action={checkInAction}
            isShowingRoomStatus
          />
          <TodayList
            id="today-not-ready"
            title="Rooms not ready"
            items={data.roomsNotReady}
            empty="Every arriving guest's room is ready."
            action={housekeepingAction}
            isShowingRoomStatus
          />
          <TodayList
            id="today-in-house"
            title="In-house"
            items={data.inHouse}
            empty="No guest is checked in."
            action={checkOutAction(data.date)}
          />
          <TodayList
            id="today-departures"
            title="Departures"
            items={data.departures}
            empty="No one checks out today."
            note={departureNote}
            action={checkOutAction(data.date)}
          />
          <TodayList
            id="today-no-shows"
            title="No-shows to decide"
            items={data.noShows}
            empty="No guest is missing."
            note={noShowNote}
            action={decideAction}
          />
          <TodayList
            id="today-tomorrow"
            title="Tomorrow's arrivals"
            items={data.tomorrowArrivals}
            empty="No one checks in tomorrow."
            isShowingRoomStatus
          />
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
