/**
 * The foreign guests register (issue 28, /dashboard/foreign-guests?date=): the foreign nationals
 * in the house on a day, with passport and visa numbers in full (the register the police ask
 * for; staff only), printable on A4 landscape. Default day: the hotel's today.
 */
import { useSearchParams } from 'react-router';
import { formatStayDate } from '#web/lib/format.ts';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { HotelDayField } from '#web/components/ui/date-field/hotel-day-field.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useForeignGuests } from '../api/stays-api.ts';
import { countryName } from '../lib/countries.ts';

const COLUMNS = [
  'Name',
  'Nationality',
  'Passport',
  'Visa',
  'Arriving from',
  'Next destination',
  'Purpose',
  'Room',
  'Check-in',
  'Check-out',
];

export default function ForeignGuestsPage() {
  const [params, setParams] = useSearchParams();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date')! : todayInHotel();
  const list = useForeignGuests(date);
  return (
    <section className="mx-auto max-w-6xl">
      <PageTitle text="Foreign guests register · Hotel Booking" />
      <div data-print="hide" className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold">Foreign guests register</h1>
        <div className="flex flex-wrap items-end gap-2">
          <HotelDayField label="Day" name="registerDay" value={date} onChange={(day) => setParams({ date: day })} />
          <button type="button" className="btn btn-primary" onClick={() => window.print()} disabled={!list.data}>
            Print
          </button>
        </div>
      </div>
      {list.isPending && <Spinner label="Loading the register…" />}
      {list.isError && (
        <div role="alert" className="alert alert-error">
          {list.error.message}
        </div>
      )}
      {list.data && (
        <div className="print-sheet print-a4-landscape">
          <h2 className="mb-2 font-semibold">Foreign guests in the house on {formatStayDate(list.data.date)}</h2>
          {list.data.guests.length === 0 ? (
            <p className="text-base-content/75">No foreign guests in the house on this day.</p>
          ) : (
            <div
              tabIndex={0}
              role="region"
              aria-label="Foreign guests"
              className="overflow-x-auto rounded-box border border-base-300 bg-base-100"
            >
              <table className="table table-sm">
                <thead className="bg-base-200 text-base-content">
                  <tr>
                    {COLUMNS.map((c) => (
                      <th key={c} scope="col">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {list.data.guests.map((g) => (
                    <tr key={g.bookingId}>
                      <td>{g.fullName}</td>
                      <td>{countryName(g.nationality)}</td>
                      <td className="font-mono">{g.passportNumber ?? '—'}</td>
                      <td>
                        {g.visaType} <span className="font-mono">{g.visaNumber ?? '—'}</span>
                      </td>
                      <td>{g.arrivingFrom}</td>
                      <td>{g.nextDestination}</td>
                      <td>{g.purposeOfVisit}</td>
                      <td>{g.roomNumber}</td>
                      <td>{formatStayDate(g.checkIn)}</td>
                      <td>{formatStayDate(g.checkOut)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
