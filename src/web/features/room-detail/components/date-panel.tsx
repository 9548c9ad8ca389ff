import { useState, type Ref } from 'react';
import { FiAlertCircle } from 'react-icons/fi';
import type { DatePanelState } from '../lib/date-panel-reducer.ts';
import { pickerLimits } from '../lib/picker-dates.ts';
import { DateField } from './date-field.tsx';

interface DatePanelProps {
  state: DatePanelState;
  checking: boolean;
  onCheckIn: (date: string | null) => void;
  onCheckOut: (date: string | null) => void;
  onCheckAvailability: () => void;
  /** Where focus goes when the confirmation dialog closes and Reserve is gone. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** SPEC §2 date panel: Check In, Check Out, the red error line and Check Availability. */
export function DatePanel({ state, checking, onCheckIn, onCheckOut, onCheckAvailability, headingRef }: DatePanelProps) {
  // Computed once: new Date objects on every render would make the picker reset its inputs.
  const [{ minDate, maxDate }] = useState(() => pickerLimits());
  // A fresh date message first; a stay over the limits stays explained until the dates change.
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
          clearable={false}
          resetKey={state.checkInRev}
          minDate={minDate}
          maxDate={maxDate}
        />
        <DateField
          label="Check Out"
          name="checkOut"
          value={state.checkOut}
          onChange={onCheckOut}
          clearable
          resetKey={state.checkOutRev}
          minDate={minDate}
          maxDate={maxDate}
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
