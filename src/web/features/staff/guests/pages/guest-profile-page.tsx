import { useParams } from 'react-router';
import { toBdt } from '#shared/domain/money.ts';
import { messages } from '#shared/messages.ts';
import { ID_TYPE_LABELS } from '#shared/schemas/desk-vocabularies.ts';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatMoney, formatTimestamp } from '#web/lib/format.ts';
import { useGuestProfile } from '../api/guests.ts';
import { GuestNotesForm } from '../components/guest-notes-form.tsx';
import { GuestStays } from '../components/guest-stays.tsx';

/**
 * A guest's profile (issue 28): contact (phone whole: staff opened the record), stays and
 * nights, money kept, the latest ID on file (masked), every booking, and staff notes with Save.
 */
export default function GuestProfilePage() {
  const { id = '' } = useParams();
  const { data, isPending, isError, error } = useGuestProfile(id);
  if (isPending) return <Spinner label="Loading the guest…" />;
  if (isError) {
    return (
      <div role="alert" className="alert alert-error">
        {error instanceof ApiError && error.status === 404 ? 'Guest not found' : messages.somethingWrong}
      </div>
    );
  }
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageTitle text={`${data.name} · Guests · Hotel Booking`} />
      <h1 className="font-display text-3xl font-semibold break-words">{data.name}</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">E-mail</dt>
        <dd className="break-all">{data.email ?? 'No e-mail'}</dd>
        <dt className="font-medium">Phone</dt>
        <dd>{data.phone ?? 'No phone'}</dd>
        <dt className="font-medium">Stays</dt>
        <dd>
          {data.stayCount} ({data.nightCount} {data.nightCount === 1 ? 'night' : 'nights'})
        </dd>
        <dt className="font-medium">Spent</dt>
        <dd className="tabular-nums">{formatMoney(toBdt(data.spentPoisha))}</dd>
        <dt className="font-medium">ID on file</dt>
        <dd>
          {data.latestId
            ? `${ID_TYPE_LABELS[data.latestId.type]} ${data.latestId.maskedNumber ?? '(number removed)'}, ${formatTimestamp(data.latestId.recordedAt)}`
            : 'None'}
        </dd>
      </dl>
      <GuestNotesForm profile={data} />
      <section aria-labelledby="guest-stays" className="flex flex-col gap-3">
        <h2 id="guest-stays" className="font-display text-xl font-semibold">
          Bookings
        </h2>
        <GuestStays stays={data.stays} />
      </section>
    </section>
  );
}
