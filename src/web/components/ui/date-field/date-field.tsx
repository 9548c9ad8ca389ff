import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Matcher } from 'react-day-picker';
import { CalendarIcon, ClearIcon } from './date-field-icons.tsx';
import { DAY_INPUT_HINT, formatDayInput, parseDayInput } from '#web/lib/day-input.ts';
import { fromIsoDate, toIsoDate } from '#web/lib/picker-dates.ts';
import { useTypedBeforeStart } from '#web/lib/use-typed-before-start.ts';

const CalendarPopover = lazy(() => import('./calendar-popover.tsx'));

interface DateFieldProps {
  label: string;
  /** Name of the text input. */
  name: string;
  /** The committed date, `YYYY-MM-DD` or null. */
  value: string | null;
  /** Called when the guest settles on a date (a calendar pick, Enter, or leaving the field; ADR 005). */
  onChange: (isoDate: string | null) => void;
  /**
   * Called when the typed text stops showing the committed date, before the guest settles:
   * a total checked for the old date must not stay beside the new one (issue 24).
   */
  onEdit?: () => void;
  /** docs/product/screens.md#date-panel: check-out has a clear button, check-in does not. */
  clearable: boolean;
  /** Changing it puts the committed value back into the input (a rejected date is not kept). */
  resetKey: number;
  /** Days the calendar refuses, and the subset of them taken by other guests (marked). */
  disabled: Matcher[];
  taken: Matcher[];
  /** Days of the guest's own stays among the refused ones, marked "Your booking" (issue 24). */
  own?: Matcher[];
  /** Month the calendar opens on when no date is chosen. */
  defaultMonth: Date;
  startMonth: Date;
  endMonth: Date;
  /** Which edge of the field the calendar lines up with from the `sm` width up. */
  align?: 'start' | 'end';
  /** Id of a message about the field kept outside it (e.g. the search form's error line). */
  describedBy?: string;
}

/**
 * One labelled stay date (docs/product/screens.md#date-panel) after the WAI-ARIA date picker dialog pattern:
 * a text input typed as dd-mm-yyyy (the empty field shows that hint), and a button that opens
 * the month grid in a non-modal dialog. Tab never opens it; the button (Enter/Space), or Down
 * or Enter in an unchanged input, does. Escape or an outside click closes it, and Escape puts
 * focus back where it was. A typed date is handed on when the guest settles (ADR 005).
 */
export function DateField(props: DateFieldProps) {
  const { label, name, value, onChange, onEdit, clearable, resetKey, align = 'start' } = props;
  const id = useId();
  const [text, setText] = useState(value ? formatDayInput(value) : '');
  const [isInvalid, setIsInvalid] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  // A new committed value, or a rejection of the typed one (resetKey): show the committed
  // value. Adjusted while rendering, React's pattern for state that follows a prop.
  const [shown, setShown] = useState({ value, resetKey });
  if (shown.value !== value || shown.resetKey !== resetKey) {
    setShown({ value, resetKey });
    setText(value ? formatDayInput(value) : '');
    setIsInvalid(false);
  }

  // Typed on the server's markup before the app started: kept, and settled if the guest has left the field.
  useTypedBeforeStart(inputRef, text, (typed, input) => {
    setText(typed);
    if (document.activeElement === input) return;
    const parsed = parseDayInput(typed);
    setIsInvalid(parsed === undefined);
    if (parsed !== undefined && parsed !== value) onChange(parsed);
  });

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  /** Hands on the typed date; true when something changed. */
  function commit(): boolean {
    const parsed = parseDayInput(text);
    if (parsed === undefined) {
      setIsInvalid(true);
      return true;
    }
    setIsInvalid(false);
    if (parsed === value) return false;
    onChange(parsed);
    return true;
  }

  function open(opener: HTMLElement) {
    openerRef.current = opener;
    setIsOpen(true);
  }

  function close(returnFocus: boolean) {
    setIsOpen(false);
    if (returnFocus) (openerRef.current ?? inputRef.current)?.focus();
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || (event.key === 'Enter' && !commit())) {
      event.preventDefault();
      open(event.currentTarget);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      close(false);
    }
  }

  const hintId = `${id}-hint`;
  const dialogId = `${id}-calendar`;
  return (
    <div
      ref={rootRef}
      className="relative flex min-w-0 flex-col gap-1"
      onBlur={(event) => {
        // Focus left the whole field (input, buttons and calendar): settle and close.
        if (event.currentTarget.contains(event.relatedTarget)) return;
        commit();
        setIsOpen(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="text-sm font-semibold">
        {label}
      </label>
      <div className={`input flex w-full items-center gap-1 pr-1 ${isInvalid ? 'input-error' : ''}`}>
        <input
          ref={inputRef}
          id={`${id}-input`}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={DAY_INPUT_HINT}
          aria-describedby={props.describedBy ? `${hintId} ${props.describedBy}` : hintId}
          aria-invalid={isInvalid || undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value !== (value ? formatDayInput(value) : '')) onEdit?.();
          }}
          onKeyDown={onInputKeyDown}
          className="min-w-0 grow tabular-nums placeholder:text-gray-500"
        />
        {clearable && value && (
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square"
            aria-label={`Clear ${label} date`}
            onClick={() => {
              setText('');
              onChange(null);
              inputRef.current?.focus();
            }}
          >
            <ClearIcon aria-hidden="true" />
          </button>
        )}
        <button
          ref={buttonRef}
          type="button"
          className="btn btn-ghost btn-sm btn-square"
          aria-label={`Choose ${label} date`}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          aria-controls={isOpen ? dialogId : undefined}
          onClick={(event) => (isOpen ? close(false) : open(event.currentTarget))}
          onKeyDown={(event) => {
            // Focus stays here until the calendar's lazy module has loaded and taken it: an
            // Escape pressed meanwhile closes the calendar too (it was lost, CI's PostgreSQL pass).
            if (event.key !== 'Escape' || !isOpen) return;
            event.preventDefault();
            close(true);
          }}
        >
          <CalendarIcon aria-hidden="true" />
        </button>
      </div>
      <span id={hintId} className={`text-xs ${isInvalid ? 'font-semibold text-red-700' : 'sr-only'}`}>
        {isInvalid ? `Type the date as ${DAY_INPUT_HINT}` : `Format ${DAY_INPUT_HINT}`}
      </span>
      {isOpen && (
        <div
          id={dialogId}
          role="dialog"
          aria-label={`${label} calendar`}
          className={`absolute top-full left-0 z-30 mt-1 rounded-box border border-base-300 bg-base-100 p-2 text-base-content shadow-xl ${align === 'end' ? 'sm:right-0 sm:left-auto' : ''}`}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            event.stopPropagation();
            close(true);
          }}
        >
          <Suspense fallback={<span className="loading loading-spinner loading-md m-6" aria-label="Loading calendar" />}>
            <CalendarPopover
              label={label}
              selected={value ? (fromIsoDate(value) ?? undefined) : undefined}
              defaultMonth={props.defaultMonth}
              startMonth={props.startMonth}
              endMonth={props.endMonth}
              disabled={props.disabled}
              taken={props.taken}
              own={props.own}
              onSelect={(date) => {
                const iso = toIsoDate(date);
                setText(formatDayInput(iso));
                setIsInvalid(false);
                if (iso !== value) onChange(iso);
                setIsOpen(false);
                inputRef.current?.focus();
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
