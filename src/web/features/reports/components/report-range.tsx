import { useState, type FormEvent } from 'react';
import { addDays, parseDayMonthYear } from '#shared/domain/nights.ts';
import { DAY_INPUT_HINT } from '#web/lib/day-input.ts';
import { formatStayDate } from '#web/lib/format.ts';
import { shiftMonth } from '#web/lib/month.ts';

/** First and last day of `month` (`YYYY-MM`). */
export function monthRange(month: string): { from: string; to: string } {
  return { from: `${month}-01`, to: addDays(`${shiftMonth(month, 1)}-01`, -1) };
}

interface ReportRangeProps {
  from: string;
  to: string;
  currentMonth: string;
  onChange: (range: { from: string; to: string }) => void;
}

/** The report's date range: two dates (nights, both included) and the usual months one click away. */
export function ReportRange({ from, to, currentMonth, onChange }: ReportRangeProps) {
  // The fields hold what is typed, `dd-mm-yyyy` like every day on screen (issue 24).
  const typed = (range: { from: string; to: string }) => ({ from: formatStayDate(range.from), to: formatStayDate(range.to) });
  const [draft, setDraft] = useState(() => typed({ from, to }));
  const [error, setError] = useState('');
  const [shown, setShown] = useState({ from, to });
  if (shown.from !== from || shown.to !== to) {
    setShown({ from, to });
    setDraft(typed({ from, to }));
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    const range = { from: parseDayMonthYear(draft.from), to: parseDayMonthYear(draft.to) };
    if (!range.from || !range.to) return setError('Choose both dates.');
    if (range.to < range.from) return setError('The last night must be on or after the first.');
    setError('');
    onChange({ from: range.from, to: range.to });
  }
  return (
    <form onSubmit={submit} className="mb-6 flex flex-wrap items-end gap-3 rounded-box border border-base-300 bg-base-100 p-4" noValidate>
      <label className="flex flex-col gap-1 text-sm">
        First night
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={DAY_INPUT_HINT}
          className="input input-sm w-32"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        Last night
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={DAY_INPUT_HINT}
          className="input input-sm w-32"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
      </label>
      <button type="submit" className="btn btn-sm btn-primary">
        Show report
      </button>
      <div className="flex gap-2">
        <button type="button" className="btn btn-sm btn-outline" onClick={() => onChange(monthRange(currentMonth))}>
          This month
        </button>
        <button type="button" className="btn btn-sm btn-outline" onClick={() => onChange(monthRange(shiftMonth(currentMonth, -1)))}>
          Last month
        </button>
      </div>
      {error && (
        <p role="alert" className="w-full text-sm text-error">
          {error}
        </p>
      )}
    </form>
  );
}
