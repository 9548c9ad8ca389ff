import { useId, useState, type FormEvent } from 'react';
import { FiAlertCircle, FiSearch } from 'react-icons/fi';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { bookableStayError } from '#shared/domain/stay-dates.ts';
import { MAX_GUESTS } from '#shared/domain/room-search.ts';
import type { StaySearch } from '#web/lib/stay-search.ts';

type StayFields = Pick<StaySearch, 'checkIn' | 'checkOut' | 'guests'>;

interface StaySearchFormProps {
  /** What the fields start with (e.g. the search in the URL). */
  initial: StayFields;
  onSearch: (search: StayFields) => void;
  /** Heading-less forms still need a name for assistive technology. */
  label?: string;
  className?: string;
}

const GUEST_CHOICES = Array.from({ length: 10 }, (_, index) => index + 1);

/**
 * Check-in, check-out and guests for the home hero and /rooms. Dates are checked with the
 * booking's own rules (shared/domain/stay-dates.ts) before anything is asked of the server;
 * either both dates or none.
 */
export function StaySearchForm({ initial, onSearch, label = 'Search rooms by dates and guests', className = '' }: StaySearchFormProps) {
  const id = useId();
  const [checkIn, setCheckIn] = useState(initial.checkIn ?? '');
  const [checkOut, setCheckOut] = useState(initial.checkOut ?? '');
  const [guests, setGuests] = useState(initial.guests ? String(initial.guests) : '');
  const [error, setError] = useState<string | null>(null);
  const today = todayInHotel();

  function submit(event: FormEvent) {
    event.preventDefault();
    const hasDates = Boolean(checkIn || checkOut);
    const problem = hasDates ? bookableStayError(checkIn || null, checkOut || null, todayInHotel()) : null;
    setError(problem);
    if (problem) return;
    onSearch({ checkIn: checkIn || null, checkOut: checkOut || null, guests: guests ? Number(guests) : null });
  }

  const errorId = `${id}-error`;
  const fieldClass = 'flex min-w-0 flex-col gap-1 text-sm font-semibold';
  return (
    <form
      role="search"
      aria-label={label}
      noValidate
      onSubmit={submit}
      className={`rounded-box border border-base-300 bg-base-100 p-4 text-base-content shadow-lg ${className}`}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_minmax(7rem,0.6fr)_auto] lg:items-end">
        <label className={fieldClass}>
          Check In
          <input
            type="date"
            name="checkIn"
            className="input w-full"
            min={today}
            value={checkIn}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setCheckIn(event.target.value)}
          />
        </label>
        <label className={fieldClass}>
          Check Out
          <input
            type="date"
            name="checkOut"
            className="input w-full"
            min={checkIn || today}
            value={checkOut}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setCheckOut(event.target.value)}
          />
        </label>
        <label className={fieldClass}>
          Guests
          <select name="guests" className="select w-full" value={guests} onChange={(event) => setGuests(event.target.value)}>
            <option value="">Any</option>
            {GUEST_CHOICES.filter((n) => n <= MAX_GUESTS).map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? 'guest' : 'guests'}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-primary sm:col-span-2 lg:col-span-1">
          <FiSearch aria-hidden="true" /> Search
        </button>
      </div>
      <p id={errorId} role="alert" className="text-sm font-bold text-red-700 empty:hidden [&:not(:empty)]:mt-3">
        {error && (
          <span className="inline-flex items-center gap-1.5">
            <FiAlertCircle aria-hidden="true" className="shrink-0" /> {error}
          </span>
        )}
      </p>
    </form>
  );
}
