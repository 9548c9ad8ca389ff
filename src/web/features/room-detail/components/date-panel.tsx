import { useMemo, useState, type Ref } from 'react';
import { FiAlertCircle } from 'react-icons/fi';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import type { Reservation, StayRange } from '#shared/domain/stay-overlap.ts';
import { formatStayRange } from '#web/lib/format-date.ts';
import { calendarDays } from '../lib/calendar-days.ts';
import type { DatePanelState } from '../lib/date-panel-reducer.ts';
import { fromIsoDate } from '../lib/picker-dates.ts';
import { DateField } from './date-field.tsx';

interface DatePanelProps {
  state: DatePanelState;
  checking: boolean;
  /** The room's stays that block dates (marked in both calendars); empty until loaded. */
  reservations: readonly Reservation[];
  onCheckIn: (date: string | null) => void;
  onCheckOut: (date: string | null) => void;
  onCheckAvailability: () => void;
  onUseSuggestion: (stay: StayRange) => void;
  /** Where focus goes when the confirmation dialog closes and Reserve is gone. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** SPEC §2 date panel: Check In, Check Out, the red error line and Check Availability. */
export function DatePanel({ state, checking, reservations, onCheckIn, onCheckOut, onCheckAvailability, onUseSuggestion, headingRef }: DatePanelProps) {
  const [{ today, startMonth, endMonth }] = useState(() => {
    const now = todayInHotel();
    const end = fromIsoDate(now)!;
    // SPEC §9: up to 20 years ahead.
    end.setFullYear(end.getFullYear() + 20);
    return { today: now, startMonth: fromIsoDate(now)!, endMonth: end };
  });
  const days = useMemo(() => calendarDays(reservations, today, state.checkIn), [reservations, today, state.checkIn]);
  // A fresh date message first; a stay over the gateway limit stays explained until the dates change.
  const error = state.notice?.kind === 'error' ? state.notice.text : state.limitError;
  const limits = { startMonth, endMonth, taken: days.taken };

  return (
    <section aria-labelledby="date-panel-heading" className="flex flex-col gap-3">
      <h2 id="date-panel-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
        Choose your dates
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <DateField
          label="Check In"
          name="checkIn"
          value={state.checkIn}
          onChange={onCheckIn}
          clearable={false}
          resetKey={state.checkInRev}
          disabled={days.checkInDisabled}
          defaultMonth={startMonth}
          {...limits}
        />
        <DateField
          label="Check Out"
          name="checkOut"
          value={state.checkOut}
          onChange={onCheckOut}
          clearable
          resetKey={state.checkOutRev}
          disabled={days.checkOutDisabled}
          defaultMonth={state.checkIn ? fromIsoDate(state.checkIn)! : startMonth}
          align="end"
          {...limits}
        />
      </div>
      {/* Always mounted so screen readers announce each new message. */}
      <p role="alert" className="min-h-6 text-sm font-bold text-red-700">
        {error && (
          <span className="inline-flex items-center gap-1.5">
            <FiAlertCircle aria-hidden="true" className="shrink-0 text-base" />
            {error}
          </span>
        )}
      </p>
      {state.suggestion && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-box bg-base-200 px-3 py-2 text-sm">
          <p>
            Nearest free dates: <strong>{formatStayRange(state.suggestion.startDate, state.suggestion.endDate)}</strong>
          </p>
          <button type="button" className="btn btn-sm btn-outline" onClick={() => onUseSuggestion(state.suggestion!)}>
            Use these dates
          </button>
        </div>
      )}
      <button
        type="button"
        // aria-disabled keeps keyboard focus on the button while the check runs.
        className={`btn btn-outline btn-primary ${checking ? 'cursor-wait' : ''}`}
        aria-disabled={checking || undefined}
        onClick={() => {
          if (!checking) onCheckAvailability();
        }}
      >
        {checking && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Check Availability
      </button>
    </section>
  );
}
