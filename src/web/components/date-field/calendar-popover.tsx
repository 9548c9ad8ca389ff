/**
 * The month grid of a date field (react-day-picker): WAI-ARIA grid with one tab stop, arrow
 * keys by day and week, Page Up/Down by month, Home/End by week. Loaded only when a calendar
 * first opens (React.lazy in date-field.tsx), so the room page's first JavaScript stays small.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { DayPicker, labelDayButton, type Matcher, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import { uiText } from '#web/lib/ui-text.ts';
import './calendar-popover.css';

export interface CalendarPopoverProps {
  /** The field's label, to name the grid ("Check In calendar"). */
  label: string;
  selected: Date | undefined;
  /** Month shown first when nothing is selected. */
  defaultMonth: Date;
  /** Days that cannot be chosen (past, taken, beyond a taken day for check-out). */
  disabled: Matcher[];
  /** Days taken by other guests: marked and announced as taken. */
  taken: Matcher[];
  /** Days of the guest's own stays (issue 24): marked and announced as "Your booking". */
  own?: Matcher[];
  startMonth: Date;
  endMonth: Date;
  onSelect: (date: Date) => void;
}

export default function CalendarPopover({
  label,
  selected,
  defaultMonth,
  disabled,
  taken,
  own = [],
  startMonth,
  endMonth,
  onSelect,
}: CalendarPopoverProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  useSwallowRemovedDayBlur(rootRef);
  return (
    <div
      ref={rootRef}
      className="calendar-popover"
      // react-day-picker 9 moves its roving tabindex one render late when the arrow keys cross
      // into another month, leaving a second day as the grid's tab stop; keep the focused day
      // the only one (WAI-ARIA grid: one tab stop).
      onFocus={(event) => {
        const target = event.target;
        if (!(target instanceof HTMLButtonElement) || !target.closest('[data-day]')) return;
        for (const button of event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-day] button')) {
          button.tabIndex = button === target ? 0 : -1;
        }
      }}
    >
      <DayPicker
        mode="single"
        required
        autoFocus
        weekStartsOn={6}
        selected={selected}
        defaultMonth={selected ?? defaultMonth}
        startMonth={startMonth}
        endMonth={endMonth}
        disabled={disabled}
        modifiers={{ taken, own }}
        modifiersClassNames={{ taken: 'rdp-taken', own: 'rdp-own' }}
        onSelect={(date) => {
          if (date) onSelect(date);
        }}
        labels={{
          labelGrid: (month) => `${label} calendar, ${month.toLocaleDateString('en-GB', { month: 'long', year: 'numeric' })}`,
          labelDayButton: (date: Date, modifiers: Modifiers) =>
            `${labelDayButton(date, modifiers)}${modifiers.own ? `, ${uiText.yourBooking.toLowerCase()}` : modifiers.taken ? ', taken' : ''}`,
        }}
      />
      {taken.length > 0 && (
        <p className="calendar-legend">
          <span aria-hidden="true" className="calendar-legend-swatch">
            12
          </span>{' '}
          {uiText.takenByOther}
        </p>
      )}
      {own.length > 0 && (
        <p className="calendar-legend">
          <span aria-hidden="true" className="calendar-legend-swatch calendar-legend-swatch-own">
            12
          </span>{' '}
          {uiText.yourBooking}
        </p>
      )}
    </div>
  );
}

/**
 * When the arrow keys or Page Down cross into another month, the focused day's button is
 * re-rendered away and Chrome fires `focusout` from it with no `relatedTarget`. React drops
 * events fired while it commits; Preact (decision 017) delivers this one, and both the
 * calendar (which then forgot its focused day and took focus back a frame later, after the
 * guest had tabbed on) and the date field (which closed) took it for the guest leaving. It is
 * stopped here, in the capture phase, before either sees it. A guest who really leaves goes
 * somewhere by keyboard (a `relatedTarget`), or by pointer (the date field's pointerdown).
 */
function useSwallowRemovedDayBlur(rootRef: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget === null && event.target instanceof Element && event.target.closest('[data-day]')) event.stopPropagation();
    };
    root.addEventListener('focusout', onFocusOut, true);
    return () => root.removeEventListener('focusout', onFocusOut, true);
  }, [rootRef]);
}
