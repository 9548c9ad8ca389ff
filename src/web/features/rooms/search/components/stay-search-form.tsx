import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { AlertCircleIcon, SearchIcon } from './search-icons.tsx';
import { useQuery } from '@tanstack/react-query';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { addDays } from '#shared/domain/nights.ts';
import { bookableStayError, DEFAULT_BOOKING_WINDOW_DAYS, lastCheckInDay, MAX_NIGHTS } from '#shared/domain/stay-dates.ts';
import { DateField } from '#web/components/ui/date-field/date-field.tsx';
import { bookingLimitsQuery } from '#web/lib/hotel-settings.ts';
import { fromIsoDate } from '#web/lib/picker-dates.ts';
import type { StaySearch } from '../lib/stay-search.ts';
import { useTypedBeforeStart } from '#web/lib/use-typed-before-start.ts';

type StayFields = Pick<StaySearch, 'checkIn' | 'checkOut' | 'guests'>;

interface StaySearchFormProps {
  /** What the fields start with (e.g. the search in the URL). */
  initial: StayFields;
  onSearch: (search: StayFields) => void;
  /** Heading-less forms still need a name for assistive technology. */
  label?: string;
  className?: string;
}

/** 1, 2, …, n. */
const range = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

/**
 * Check-in, check-out and guests for the home hero and /rooms. Dates are checked with the
 * booking's own rules (shared/domain/stay-dates.ts) before anything is asked of the server;
 * either both dates or none. The dates are typed and shown as dd-mm-yyyy with the room page's
 * own date field (calendar button, WAI-ARIA keys), one format with the "rooms free for" line
 * under it (issue 24), and not the browser's locale format of `<input type="date">`.
 */
export function StaySearchForm({ initial, onSearch, label = 'Search rooms by dates and guests', className = '' }: StaySearchFormProps) {
  const id = useId();
  const [dates, setDates] = useState({ checkIn: initial.checkIn, checkOut: initial.checkOut });
  // A date typed and settled with Enter reaches the submit of the same key press before a
  // re-render: the latest dates are read from here.
  const latest = useRef(dates);
  const [guests, setGuests] = useState(initial.guests ? String(initial.guests) : '');
  const guestsRef = useRef<HTMLSelectElement>(null);
  useTypedBeforeStart(guestsRef, guests, setGuests);
  const [error, setError] = useState<string | null>(null);
  const [today] = useState(todayInHotel);
  const limits = useQuery(bookingLimitsQuery).data;
  const windowDays = limits?.bookingWindowDays ?? DEFAULT_BOOKING_WINDOW_DAYS;
  // 1 to the most any offered room sleeps (issue 24: no choice no room can take). Until the
  // server has said, as on its own render, only "Any" and a number the address asked for.
  const guestChoices = limits ? range(Math.max(limits.maxGuests, initial.guests ?? 0)) : initial.guests ? [initial.guests] : [];
  const calendar = useMemo(() => {
    const lastCheckIn = lastCheckInDay(today, windowDays);
    return {
      start: fromIsoDate(today)!,
      checkInEnd: fromIsoDate(lastCheckIn)!,
      checkOutEnd: fromIsoDate(addDays(lastCheckIn, MAX_NIGHTS))!,
    };
  }, [today, windowDays]);

  function setDate(field: 'checkIn' | 'checkOut', value: string | null) {
    latest.current = { ...latest.current, [field]: value };
    setDates(latest.current);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const { checkIn, checkOut } = latest.current;
    const hasDates = Boolean(checkIn || checkOut);
    const problem = hasDates ? bookableStayError(checkIn, checkOut, todayInHotel(), windowDays) : null;
    setError(problem);
    if (problem) return;
    onSearch({ checkIn, checkOut, guests: guests ? Number(guests) : null });
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
        <DateField
          label="Check In"
          name="checkIn"
          value={dates.checkIn}
          onChange={(value) => setDate('checkIn', value)}
          clearable
          resetKey={0}
          disabled={[{ before: calendar.start }, { after: calendar.checkInEnd }]}
          taken={[]}
          defaultMonth={calendar.start}
          startMonth={calendar.start}
          endMonth={calendar.checkInEnd}
          describedBy={error ? errorId : undefined}
        />
        <DateField
          label="Check Out"
          name="checkOut"
          value={dates.checkOut}
          onChange={(value) => setDate('checkOut', value)}
          clearable
          resetKey={0}
          disabled={[{ before: fromIsoDate(addDays(dates.checkIn ?? today, 1))! }, { after: calendar.checkOutEnd }]}
          taken={[]}
          defaultMonth={dates.checkIn ? fromIsoDate(dates.checkIn)! : calendar.start}
          startMonth={calendar.start}
          endMonth={calendar.checkOutEnd}
          align="end"
          describedBy={error ? errorId : undefined}
        />
        <label className={fieldClass}>
          Guests
          <select
            ref={guestsRef}
            name="guests"
            className="select w-full"
            value={guests}
            onChange={(event) => setGuests(event.target.value)}
          >
            <option value="">Any</option>
            {guestChoices.map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? 'guest' : 'guests'}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-primary sm:col-span-2 lg:col-span-1">
          <SearchIcon aria-hidden="true" /> Search
        </button>
      </div>
      <p id={errorId} role="alert" className="text-sm font-bold text-red-700 empty:hidden [&:not(:empty)]:mt-3">
        {error && (
          <span className="inline-flex items-center gap-1.5">
            <AlertCircleIcon aria-hidden="true" className="shrink-0" /> {error}
          </span>
        )}
      </p>
    </form>
  );
}
