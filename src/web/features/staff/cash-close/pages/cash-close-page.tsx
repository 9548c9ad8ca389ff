import { useSearchParams } from 'react-router';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { toBdt } from '#shared/domain/money.ts';
import { isIsoDate } from '#shared/domain/nights.ts';
import { messages } from '#shared/messages.ts';
import { HotelDayField } from '#web/components/ui/date-field/hotel-day-field.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatMoney, formatStayDate } from '#web/lib/format.ts';
import { cashCloseCsvUrl, useCashCloseQuery } from '../api/cash-close.ts';
import { CashEntries } from '../components/cash-entries.tsx';
import { MoneyTable } from '../components/money-table.tsx';

/**
 * The daily cash close (issue 28) of the hotel day in the URL (`?date=`, default today): money
 * taken and handed back at the desk by method and by staff member, the entries, and the gateway's
 * money apart; Print (the page alone) and Download CSV. Figures from GET /api/admin/cash-close.
 */
export default function CashClosePage() {
  const [params, setParams] = useSearchParams();
  const date = isIsoDate(params.get('date') ?? '') ? params.get('date')! : todayInHotel();
  const { data, isPending, isError, error, isFetching } = useCashCloseQuery(date);
  return (
    <section className="mx-auto max-w-5xl">
      <PageTitle text="Cash close · Hotel Booking" />
      <h1 className="mb-4 font-display text-3xl font-semibold">Cash close · {formatStayDate(date)}</h1>
      <div className="mb-6 flex flex-wrap items-end gap-3" data-print="hide">
        <HotelDayField
          label="Hotel day"
          name="cashCloseDay"
          value={date}
          onChange={(day) => setParams(new URLSearchParams({ date: day }))}
        />
        <button type="button" className="btn btn-outline" onClick={() => window.print()}>
          Print
        </button>
        <a className="btn btn-primary" href={cashCloseCsvUrl(date)} download>
          Download CSV
        </a>
      </div>
      {isPending && <Spinner label="Loading the cash close…" />}
      {isError && (
        <div role="alert" className="alert alert-error">
          {error instanceof ApiError && error.status === 400 ? error.message : messages.somethingWrong}
        </div>
      )}
      {data && !isError && (
        <div aria-busy={isFetching} className="flex flex-col gap-6">
          <p className="text-lg" data-testid="drawer-total">
            In the drawer: <strong className="tabular-nums">{formatMoney(toBdt(data.totals.netPoisha))}</strong> (taken{' '}
            {formatMoney(toBdt(data.totals.takenPoisha))}, given back {formatMoney(toBdt(data.totals.givenBackPoisha))})
          </p>
          <section aria-labelledby="by-method" className="flex flex-col gap-3">
            <h2 id="by-method" className="font-display text-xl font-semibold">
              By method
            </h2>
            <MoneyTable name="Cash close by method" groupHeading="Method" rows={data.byMethod} total={data.totals} />
          </section>
          <section aria-labelledby="by-staff" className="flex flex-col gap-3">
            <h2 id="by-staff" className="font-display text-xl font-semibold">
              By staff member
            </h2>
            <MoneyTable name="Cash close by staff member" groupHeading="Staff" rows={data.byStaff} total={data.totals} />
          </section>
          <p className="text-sm text-base-content/75">
            SSLCommerz (not in the drawer): {formatMoney(toBdt(data.gateway.takenPoisha))} paid online in {data.gateway.count}{' '}
            {data.gateway.count === 1 ? 'payment' : 'payments'}, {formatMoney(toBdt(data.gateway.givenBackPoisha))} refunded.
          </p>
          <section aria-labelledby="entries" className="flex flex-col gap-3">
            <h2 id="entries" className="font-display text-xl font-semibold">
              Entries
            </h2>
            <CashEntries entries={data.entries} />
          </section>
        </div>
      )}
    </section>
  );
}
