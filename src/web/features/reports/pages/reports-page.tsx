import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { isIsoDate } from '#shared/domain/nights.ts';
import { messages } from '#shared/messages.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useReportQuery } from '../api/get-report.ts';
import { CategoryTable, ReportFigures } from '../components/report-figures.tsx';
import { SourceTable } from '../components/report-sources.tsx';
import { monthRange, ReportRange } from '../components/report-range.tsx';
import { monthOrCurrent } from '#web/lib/month.ts';
import { formatStayDate } from '#web/lib/format.ts';
import { PageTitle } from '#web/components/ui/page-title.tsx';

// recharts loads with this screen only, after its numbers.
const ReportCharts = lazy(() => import('../components/report-charts.tsx'));

/**
 * Reports (issue 13) for a range in the URL (`?from=&to=`, nights both included; default this
 * month): occupancy, ADR, RevPAR, room revenue, refunds and bookings by category, as figures,
 * charts and tables (by category, and by booking source: issue 27). Figures come from SQL (GET /api/admin/reports).
 */
export default function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const currentMonth = monthOrCurrent(null);
  const fallback = monthRange(currentMonth);
  const from = isIsoDate(params.get('from') ?? '') ? params.get('from')! : fallback.from;
  const to = isIsoDate(params.get('to') ?? '') ? params.get('to')! : fallback.to;
  const { data, isPending, isError, error, isFetching } = useReportQuery(from, to);
  return (
    <section className="mx-auto max-w-7xl">
      <PageTitle text="Reports · Hotel Booking" />
      <h1 className="mb-4 font-display text-3xl font-semibold">Reports</h1>
      <ReportRange from={from} to={to} currentMonth={currentMonth} onChange={(r) => setParams(new URLSearchParams(r))} />
      {isPending && <Spinner label="Loading report…" />}
      {isError && (
        <div role="alert" className="alert alert-error">
          {error instanceof ApiError && error.status === 400 ? error.message : messages.somethingWrong}
        </div>
      )}
      {data && !isError && (
        <div aria-busy={isFetching} className="flex flex-col gap-6">
          <h2 className="font-display text-xl font-semibold">
            {formatStayDate(data.from)} – {formatStayDate(data.to)}
          </h2>
          <ReportFigures report={data} />
          <Suspense fallback={<Spinner label="Loading charts…" />}>
            <ReportCharts report={data} />
          </Suspense>
          <section aria-labelledby="by-category">
            <h2 id="by-category" className="mb-3 font-display text-xl font-semibold">
              Bookings by category
            </h2>
            <CategoryTable report={data} />
          </section>
          <section aria-labelledby="by-source">
            <h2 id="by-source" className="mb-3 font-display text-xl font-semibold">
              Revenue by source
            </h2>
            <SourceTable report={data} />
          </section>
        </div>
      )}
    </section>
  );
}
