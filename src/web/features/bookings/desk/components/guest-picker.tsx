/** Find-or-create the guest of a desk booking (issue 27): a search box with its results, and a "New guest" form. */
import { useId, useState, type FormEvent } from 'react';
import type { DeskGuest } from '#shared/schemas/desk.ts';
import { hasErrorCode } from '#web/lib/api-client.ts';
import { useCreateGuest, useGuestSearch } from '../api/desk-api.ts';

/** How a guest reads in a list: name, then e-mail and (masked) phone. */
function guestLine(g: DeskGuest): string {
  return [g.email ?? 'no e-mail', g.phone ?? 'no phone'].join(' · ');
}

/** The picked guest with a way back to the search. */
function PickedGuest({ guest, onChange }: { guest: DeskGuest; onChange: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-box border border-base-300 p-3">
      <div>
        <p className="font-semibold">{guest.name}</p>
        <p className="text-sm text-base-content/75">{guestLine(guest)}</p>
      </div>
      <button type="button" className="btn btn-sm btn-outline" onClick={onChange}>
        Change guest
      </button>
    </div>
  );
}

/** The "New guest" form: name and phone required, e-mail optional; a taken e-mail searches for its owner. */
function NewGuestForm({ onCreated, onExisting }: { onCreated: (g: DeskGuest) => void; onExisting: (email: string) => void }) {
  const id = useId();
  const create = useCreateGuest();
  const [fields, setFields] = useState({ name: '', phone: '', email: '' });
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    setError(null);
    try {
      onCreated(await create.mutateAsync({ name: fields.name, phone: fields.phone, email: fields.email || undefined }));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not save the guest');
      if (hasErrorCode(e, 'GUEST_EXISTS')) onExisting(fields.email);
    }
  }
  const input = (key: keyof typeof fields, label: string, extra: object = {}) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        className="input w-full"
        value={fields[key]}
        onChange={(e) => setFields({ ...fields, [key]: e.target.value })}
        {...extra}
      />
    </div>
  );
  return (
    <form onSubmit={submit} aria-label="New guest" className="grid gap-3 rounded-box border border-base-300 p-3 sm:grid-cols-3">
      {input('name', 'Name', { required: true, autoComplete: 'off' })}
      {input('phone', 'Phone (11 digits)', { required: true, inputMode: 'numeric', pattern: '\\d{11}', autoComplete: 'off' })}
      {input('email', 'E-mail (optional)', { type: 'email', autoComplete: 'off' })}
      {error && (
        <p role="alert" className="text-sm text-error sm:col-span-3">
          {error}
        </p>
      )}
      <div className="sm:col-span-3">
        <button type="submit" className="btn btn-primary btn-sm" disabled={create.isPending}>
          Save guest
        </button>
      </div>
    </form>
  );
}

/** The guest step: the picked guest, or the search (and the new-guest form). */
export function GuestPicker({ guest, onPick }: { guest: DeskGuest | null; onPick: (g: DeskGuest | null) => void }) {
  const id = useId();
  const [q, setQ] = useState('');
  const [isCreating, setIsCreating] = useState(false);
  const search = useGuestSearch(q);
  if (guest) return <PickedGuest guest={guest} onChange={() => onPick(null)} />;
  const results = q.trim().length >= 2 ? (search.data ?? []) : [];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-q`} className="text-sm font-medium">
          Find a guest
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className="input w-full"
          placeholder="Phone, e-mail or name"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          aria-describedby={`${id}-count`}
          autoComplete="off"
        />
        <p id={`${id}-count`} className="text-sm text-base-content/75" aria-live="polite">
          {q.trim().length < 2 ? 'Type at least 2 characters.' : search.isFetching ? 'Searching…' : `${results.length} found`}
        </p>
      </div>
      {results.length > 0 && (
        <ul className="flex flex-col gap-1" aria-label="Guests found">
          {results.map((g) => (
            <li key={g.id}>
              <button type="button" className="btn btn-ghost h-auto w-full justify-start py-2 text-left" onClick={() => onPick(g)}>
                <span className="flex flex-col items-start">
                  <span className="font-semibold">{g.name}</span>
                  <span className="text-xs font-normal text-base-content/75">{guestLine(g)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <button type="button" className="btn btn-sm btn-outline" aria-expanded={isCreating} onClick={() => setIsCreating(!isCreating)}>
          New guest
        </button>
      </div>
      {isCreating && (
        <NewGuestForm
          onCreated={(g) => {
            setIsCreating(false);
            onPick(g);
          }}
          onExisting={(email) => setQ(email)}
        />
      )}
    </div>
  );
}
