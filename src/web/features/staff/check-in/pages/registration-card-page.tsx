/**
 * The registration card (issue 28, /dashboard/booking/:id/registration-card): the record the
 * guest signs, printed on A5 (the `.print-sheet` area; the app's chrome is `data-print="hide"`).
 * ID, passport and visa numbers in full: a staff member opened this one record.
 */
import { useParams } from 'react-router';
import { formatStayDate } from '#web/lib/format.ts';
import { ID_TYPE_LABELS } from '#shared/schemas/desk-vocabularies.ts';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useHotelIdentity } from '#web/lib/hotel-settings.ts';
import { useCheckInView } from '../api/stays-api.ts';
import { countryName } from '../lib/countries.ts';

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 border-b border-base-300 py-1">
      <dt className="font-medium">{label}</dt>
      <dd className="break-words">{value || '—'}</dd>
    </div>
  );
}

export default function RegistrationCardPage() {
  const { id = '' } = useParams();
  const view = useCheckInView(id);
  const hotel = useHotelIdentity();
  const data = view.data;
  const r = data?.register;
  return (
    <section className="mx-auto max-w-2xl">
      <PageTitle text="Registration card · Hotel Booking" />
      <div data-print="hide" className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="font-display text-3xl font-semibold">Registration card</h1>
        <button type="button" className="btn btn-primary" onClick={() => window.print()} disabled={!data}>
          Print
        </button>
      </div>
      {view.isPending && <Spinner label="Loading the card…" />}
      {view.isError && (
        <div role="alert" className="alert alert-error">
          {view.error.message}
        </div>
      )}
      {data && r && (
        <article className="print-sheet print-a5 rounded-box border border-base-300 bg-base-100 p-6 text-sm">
          <header className="mb-3 border-b border-base-300 pb-2">
            <h2 className="font-display text-xl font-semibold">{hotel?.name ?? 'Hotel'}</h2>
            {hotel?.addressLines.map((line) => (
              <p key={line}>{line}</p>
            ))}
            <p className="mt-1 font-semibold">Guest registration card · {data.booking.tranId}</p>
          </header>
          {!r.isSaved && <p className="mb-2 text-warning">Not registered yet: this card shows the guest's profile only.</p>}
          <dl>
            <Row label="Room" value={`${data.booking.roomNumber} (${data.booking.roomTitle})`} />
            <Row
              label="Arrival · Departure"
              value={`${formatStayDate(data.booking.checkIn)} → ${formatStayDate(data.booking.checkOut)} (${data.booking.nights} ${data.booking.nights === 1 ? 'night' : 'nights'})`}
            />
            <Row label="Full name" value={r.fullName} />
            <Row label="Phone" value={r.phone} />
            <Row label="Address" value={r.address} />
            <Row label="Nationality" value={countryName(r.nationality)} />
            <Row label={ID_TYPE_LABELS[r.idType]} value={r.idNumber ?? 'Blanked after the retention period'} />
            <Row label="Guests" value={`${r.adults} adults, ${r.children} children`} />
            <Row label="Companions" value={r.companions.join(', ')} />
            {r.nationality !== 'BD' && (
              <>
                <Row label="Passport" value={r.passportNumber} />
                <Row label="Visa" value={[r.visaType, r.visaNumber].filter(Boolean).join(' · ')} />
                <Row label="Arriving from" value={r.arrivingFrom} />
                <Row label="Next destination" value={r.nextDestination} />
                <Row label="Purpose of visit" value={r.purposeOfVisit} />
              </>
            )}
          </dl>
          <div className="mt-10 grid grid-cols-2 gap-8">
            <p className="border-t border-base-content pt-1 text-center">Guest's signature</p>
            <p className="border-t border-base-content pt-1 text-center">Clerk's signature</p>
          </div>
        </article>
      )}
    </section>
  );
}
