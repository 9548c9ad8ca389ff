import { useMemo, useState, type Ref } from 'react';
import { FiAlertCircle } from 'react-icons/fi';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { addDays } from '#shared/domain/nights.ts';
import { lastCheckInDay, MAX_NIGHTS } from '#shared/domain/stay-dates.ts';
import type { Reservation, StayRange } from '#shared/domain/stay-overlap.ts';
import { calendarDays } from '../lib/calendar-days.ts';
import type { DatePanelState } from '../lib/date-panel-reducer.ts';
import { fromIsoDate } from '#web/lib/picker-dates.ts';
import { DateField } from '#web/components/ui/date-field/date-field.tsx';
import { formatStayRange } from '#web/lib/format.ts';

interface DatePanelProps {
  state: DatePanelState;
  checking: boolean;
  /** Days ahead of today a check-in may be (the server's booking window); later days are not offered. */
  windowDays: number;
  /** The hotel lets a check-out day be the next guest's check-in day (GET /api/booking-limits). */
  isSameDayTurnover: boolean;
  /** The room's stays that block dates (marked in both calendars); empty until loaded. */
  reservations: readonly Reservation[];
  onCheckIn: (date: string | null) => void;
  onCheckOut: (date: string | null) => void;
  /** The guest started typing a different date into either field (the total must go, issue 24). */
  onEdit: () => void;
  onCheckAvailability: () => void;
  onUseSuggestion: (stay: StayRange) => void;
  /** Where focus goes when the confirmation dialog closes and Reserve is gone. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** docs/product/screens.md#date-panel: Check In, Check Out, the red error line and Check Availability. */
export function DatePanel({
  state,
  checking,
  windowDays,
  isSameDayTurnover,
  reservations,
  onCheckIn,
  onCheckOut,
  onEdit,
  onCheckAvailability,
  onUseSuggestion,
  headingRef,
}: DatePanelProps) {
  const [today] = useState(todayInHotel);
  // docs/product/rules.md#constants offered 20 years ahead; the booking window (issue #9) now ends the calendars: the
  // last check-in day, and for check-out the longest stay after it.
  const { startMonth, checkInEnd, checkOutEnd } = useMemo(() => {
    const lastCheckIn = lastCheckInDay(today, windowDays);
    return {
      startMonth: fromIsoDate(today)!,
      checkInEnd: fromIsoDate(lastCheckIn)!,
      checkOutEnd: fromIsoDate(addDays(lastCheckIn, MAX_NIGHTS))!,
    };
  }, [today, windowDays]);
  const days = useMemo(
    () => calendarDays(reservations, today, state.checkIn, windowDays, isSameDayTurnover),
    [reservations, today, state.checkIn, windowDays, isSameDayTurnover],
  );
  // A fresh date message first; a stay over the gateway limit stays explained until the dates change.
  const error = state.notice?.kind === 'error' ? state.notice.text : state.limitError;

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
          onEdit={onEdit}
          clearable={false}
          resetKey={state.checkInRev}
          disabled={days.checkInDisabled}
          defaultMonth={startMonth}
          endMonth={checkInEnd}
          startMonth={startMonth}
          taken={days.checkInTaken}
          own={days.checkInOwn}
        />
        <DateField
          label="Check Out"
          name="checkOut"
          value={state.checkOut}
          onChange={onCheckOut}
          onEdit={onEdit}
          clearable
          resetKey={state.checkOutRev}
          disabled={days.checkOutDisabled}
          defaultMonth={state.checkIn ? fromIsoDate(state.checkIn)! : startMonth}
          endMonth={checkOutEnd}
          align="end"
          startMonth={startMonth}
          taken={days.checkOutTaken}
          own={days.checkOutOwn}
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
