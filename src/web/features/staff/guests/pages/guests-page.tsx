import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '#shared/messages.ts';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/lib/paths.ts';
import { useGuestSearch } from '../api/guests.ts';

/**
 * Guests (issue 28): search by phone (any format), e-mail or name (`?q=`); each result links to
 * the guest's profile. Phones are masked here (a list); the profile shows them whole.
 */
export default function GuestsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const { data, isFetching, isError } = useGuestSearch(q);

  function search(event: FormEvent) {
    event.preventDefault();
    setParams(new URLSearchParams({ q: draft.trim() }));
  }

  return (
    <section className="mx-auto max-w-3xl">
      <PageTitle text="Guests · Hotel Booking" />
      <h1 className="mb-4 font-display text-3xl font-semibold">Guests</h1>
      <form role="search" onSubmit={search} className="mb-6 flex flex-wrap items-end gap-3">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
          Phone, e-mail or name
          <input
            type="search"
            className="input input-bordered w-full"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            minLength={2}
          />
        </label>
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>
      {isFetching && <Spinner label="Searching…" />}
      {isError && (
        <div role="alert" className="alert alert-error">
          {messages.somethingWrong}
        </div>
      )}
      {q.trim().length >= 2 && data && (
        <div aria-live="polite">
          {data.length === 0 ? (
            <p className="text-sm text-base-content/75">No guest matches “{q}”.</p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label="Guests found">
              {data.map((g) => (
                <li key={g.id} className="rounded-box border border-base-300 bg-base-100 p-3">
                  <Link className="link font-medium" to={paths.guestProfile(g.id)}>
                    {g.name}
                  </Link>
                  <p className="text-sm break-all text-base-content/75">
                    {g.email ?? 'No e-mail'} · {g.phone ?? 'No phone'}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
