import { Link, useSearchParams } from 'react-router';
import { toBdt } from '#shared/domain/money.ts';
import { messages } from '#shared/messages.ts';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatMoney, formatStayRange, formatTimestamp } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import { useAbandonedCheckouts } from '../api/guests.ts';

const WINDOWS = [1, 7, 30, 90] as const;

/**
 * Abandoned checkouts (issue 28): holds that ran out or were given up without payment in the
 * last `?days=` days (7 by default), newest first; each links to the guest's profile, where the
 * phone is whole. A guest who booked the same dates anyway is marked, so staff skip them.
 */
export default function AbandonedCheckoutsPage() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = WINDOWS.includes(asked as (typeof WINDOWS)[number]) ? asked : 7;
  const { data, isPending, isError } = useAbandonedCheckouts(days);
  return (
    <section className="mx-auto max-w-4xl">
      <PageTitle text="Abandoned checkouts · Hotel Booking" />
      <h1 className="mb-4 font-display text-3xl font-semibold">Abandoned checkouts</h1>
      <label className="mb-6 flex max-w-xs flex-col gap-1 text-sm font-medium">
        Ended in the last
        <select className="select select-bordered" value={days} onChange={(e) => setParams(new URLSearchParams({ days: e.target.value }))}>
          {WINDOWS.map((n) => (
            <option key={n} value={n}>
              {n} {n === 1 ? 'day' : 'days'}
            </option>
          ))}
        </select>
      </label>
      {isPending && <Spinner label="Loading abandoned checkouts…" />}
      {isError && (
        <div role="alert" className="alert alert-error">
          {messages.somethingWrong}
        </div>
      )}
      {data && data.length === 0 && <p className="text-sm text-base-content/75">No abandoned checkouts in this window.</p>}
      {data && data.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Abandoned checkouts">
          {data.map((r) => (
            <li
              key={r.bookingId}
              className="flex flex-wrap justify-between gap-x-4 gap-y-1 rounded-box border border-base-300 bg-base-100 p-3"
            >
              <div className="min-w-0">
                <Link className="link font-medium" to={paths.guestProfile(r.guestId)}>
                  {r.guestName}
                </Link>
                <p className="text-sm break-all text-base-content/75">
                  {r.guestEmail ?? 'No e-mail'} · {r.guestPhone ?? 'No phone'}
                </p>
                <p className="text-sm">
                  {r.roomTitle} · {formatStayRange(r.startDate, r.endDate)} · {formatMoney(toBdt(r.pricePoisha))}
                </p>
              </div>
              <div className="text-right text-sm">
                <p>
                  {r.status === 'expired' ? 'Hold ran out' : 'Given up'} {formatTimestamp(r.endedAt)}
                </p>
                {r.isBookedLater && <p className="badge badge-success">Booked these dates later</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
