import { useEffect, useId, useMemo, useRef, useState } from 'react';
import DatePicker from 'react-date-picker';
import 'react-date-picker/dist/DatePicker.css';
import 'react-calendar/dist/Calendar.css';
import { fromIsoDate, toIsoDate } from '../lib/picker-dates.ts';
import './date-field.css';

/** The inputs hold something that is not a whole valid date. */
const INCOMPLETE = Symbol('incomplete');
type Draft = string | null | typeof INCOMPLETE;

interface DateFieldProps {
  label: string;
  /** Base name of the picker's inputs (`{name}` for the hidden value input). */
  name: string;
  /** The committed date, `YYYY-MM-DD` or null. */
  value: string | null;
  /** Called when the guest settles on a date (see the component comment), not on every keystroke. */
  onChange: (isoDate: string | null) => void;
  /** SPEC §2: check-out has a clear button, check-in does not. */
  clearable: boolean;
  /** Changing it remounts the picker so a rejected date disappears from its inputs. */
  resetKey: number;
  minDate: Date;
  maxDate: Date;
}

/**
 * One labelled day-month-year picker (SPEC §2 "Date panel"). The picker renders three
 * inputs, so they sit in a group named by the visible label and each has its own aria-label.
 *
 * The picker reports a date on every keystroke that completes one: typing "27" passes
 * through day 2, which may be in the past. So a typed date is a draft, handed on only when
 * the guest settles: a calendar pick, the calendar closing, Enter, or focus leaving the field.
 */
export function DateField({ label, name, value, onChange, clearable, resetKey, minDate, maxDate }: DateFieldProps) {
  const labelId = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  // A stable Date identity: the picker resets its inputs whenever the value object changes.
  const date = useMemo(() => (value ? fromIsoDate(value) : null), [value]);

  const draft = useRef<Draft>(value);
  // Bumped to put the committed value back into inputs left half-typed.
  const [syncKey, setSyncKey] = useState(0);
  useEffect(() => {
    // A reset or a rejection puts the committed value back into the inputs: the draft follows.
    draft.current = value;
  }, [value, resetKey, syncKey]);
  const commit = () => {
    const next = draft.current;
    if (next === value) return;
    // Until the parent re-renders, a second commit (blur right after select) must be a no-op.
    draft.current = value;
    if (next === INCOMPLETE) setSyncKey((key) => key + 1);
    else onChange(next);
  };

  // Remounting drops the focused input; keep keyboard users inside the field instead of on <body>.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!document.activeElement || document.activeElement === document.body) groupRef.current?.focus();
  }, [resetKey, syncKey]);

  return (
    <div
      ref={groupRef}
      role="group"
      aria-labelledby={labelId}
      tabIndex={-1}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) commit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) commit();
      }}
      className="date-field flex flex-col gap-1 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary">
      <span id={labelId} className="text-sm font-semibold">
        {label}
      </span>
      <DatePicker
        key={`${resetKey}-${syncKey}`}
        name={name}
        value={date}
        onChange={(next) => {
          const picked = Array.isArray(next) ? next[0] : next;
          draft.current = picked instanceof Date ? toIsoDate(picked) : null;
          // Emptying the field (or its clear button) has nothing to validate: apply at once.
          if (draft.current === null) commit();
        }}
        onInvalidChange={() => {
          draft.current = INCOMPLETE;
        }}
        onCalendarClose={commit}
        format="dd-MM-y"
        dayPlaceholder="01"
        monthPlaceholder="01"
        yearPlaceholder="2005"
        dayAriaLabel={`${label} day`}
        monthAriaLabel={`${label} month`}
        yearAriaLabel={`${label} year`}
        calendarAriaLabel={`Open ${label} calendar`}
        clearAriaLabel={`Clear ${label} date`}
        nativeInputAriaLabel={label}
        {...(clearable ? {} : { clearIcon: null })}
        minDate={minDate}
        maxDate={maxDate}
        openCalendarOnFocus
        className="w-full"
      />
    </div>
  );
}
