/**
 * The month grid of a date field (react-day-picker): WAI-ARIA grid with one tab stop, arrow
 * keys by day and week, Page Up/Down by month, Home/End by week. Loaded only when a calendar
 * first opens (React.lazy in date-field.tsx), so the room page's first JavaScript stays small.
 */
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
  return (
    <div
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
