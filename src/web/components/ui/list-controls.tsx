import { useEffect, useId, useState, type ReactNode } from 'react';
import { parseDayMonthYear } from '#shared/domain/nights.ts';
import { DAY_INPUT_HINT } from '#web/lib/day-input.ts';
import { formatStayDate } from '#web/lib/format.ts';

/** Search box that reports its text 300 ms after the last keystroke (and at once on Enter). */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (text: string) => void;
  label: string;
  placeholder: string;
}) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // The term this box last reported and the URL has not shown yet.
  const [sentTerm, setSentTerm] = useState<string | null>(null);
  const id = useId();
  // The URL changed under us (back button, Clear filters): show its term. Not when it only
  // caught up with the box's own search: the admin may have typed on while the navigation
  // waited for its route's data, and those letters must stay (issue 25).
  if (shownValue !== value) {
    setShownValue(value);
    setSentTerm(null);
    if (value !== sentTerm) setText(value);
  }
  const search = (term: string) => {
    setSentTerm(term);
    onSearch(term);
  };
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => {
      setSentTerm(text.trim());
      onSearch(text.trim());
    }, 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <form
      role="search"
      className="form-control w-full sm:max-w-xs"
      onSubmit={(e) => {
        e.preventDefault();
        search(text.trim());
      }}
    >
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="input input-bordered input-sm w-full"
        value={text}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
      />
    </form>
  );
}

type SelectOption = { value: string; label: string; group?: string };

/** `options` in runs of the same `group` (issue 29: the audit log's action and person selects), in order. */
function groupRuns(options: ReadonlyArray<SelectOption>): Array<{ group?: string; options: SelectOption[] }> {
  const runs: Array<{ group?: string; options: SelectOption[] }> = [];
  for (const option of options) {
    const last = runs[runs.length - 1];
    if (last && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, options: [option] });
  }
  return runs;
}

const optionList = (options: SelectOption[]) =>
  options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));

/** A labelled select whose empty option means "any"; options with a `group` show under its heading (optgroup). */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  anyLabel = 'Any',
}: {
  label: string;
  value: string;
  options: ReadonlyArray<SelectOption>;
  onChange: (value: string) => void;
  anyLabel?: string;
}) {
  const id = useId();
  return (
    <div className="form-control">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select id={id} className="select select-bordered select-sm max-w-full" value={value} onChange={(e) => onChange(e.target.value)}>
        {anyLabel && <option value="">{anyLabel}</option>}
        {groupRuns(options).map((run, i) =>
          run.group ? (
            <optgroup key={`${run.group}-${i}`} label={run.group}>
              {optionList(run.options)}
            </optgroup>
          ) : (
            optionList(run.options)
          ),
        )}
      </select>
    </div>
  );
}

/**
 * A day filter typed as `dd-mm-yyyy`, the style every screen prints days in (issue 24: the
 * browser's own date input showed the PC's locale, e.g. mm/dd/yyyy). Reports `YYYY-MM-DD`, or ''
 * when cleared, on Enter or on leaving the field; text that is no day is marked and not reported.
 */
export function DateFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value ? formatStayDate(value) : '');
  const [shownValue, setShownValue] = useState(value);
  const [isChecked, setChecked] = useState(false);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value ? formatStayDate(value) : '');
  }
  const parsed = parseDayMonthYear(text);
  const isInvalid = isChecked && parsed === undefined;
  const commit = () => {
    setChecked(true);
    if (parsed !== undefined && (parsed ?? '') !== value) onChange(parsed ?? '');
  };
  return (
    <div className="form-control">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={DAY_INPUT_HINT}
        aria-invalid={isInvalid || undefined}
        className={`input input-bordered input-sm w-32 ${isInvalid ? 'input-error' : ''}`}
        value={text}
        onChange={(e) => {
          setChecked(false);
          setText(e.target.value);
        }}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
    </div>
  );
}

/** The filter bar: controls that wrap on phones, actions (export) at the end. */
export function ListToolbar({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3 rounded-box border border-base-300 bg-base-100 p-3">
      {children}
      {actions && <div className="ml-auto flex items-end gap-2">{actions}</div>}
    </div>
  );
}

/** Previous / next with "Page x of y"; a nav landmark labelled by `label`. */
export function Pager({
  list: { page, pageSize, total, isTotalCapped },
  onPage,
  label,
}: {
  /** The page's meta from a paged list answer (src/shared/schemas/paging.ts). */
  list: { page: number; pageSize: number; total: number; isTotalCapped: boolean };
  onPage: (page: number) => void;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const hasNext = page < pages || isTotalCapped;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <button type="button" className="btn btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <p className="text-sm" aria-live="polite">
        Page {page} of {pages}
        {isTotalCapped ? '+' : ''}
      </p>
      <button type="button" className="btn btn-sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

/** A sortable column header: a button that announces the current order through aria-sort. */
export function SortHeader({
  label,
  column,
  sort,
  dir,
  onSort,
  className = '',
}: {
  label: string;
  column: string;
  sort: string;
  dir: 'asc' | 'desc';
  onSort: (column: string, dir: 'asc' | 'desc') => void;
  className?: string;
}) {
  const isActive = sort === column;
  const ariaSort = isActive ? (dir === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={ariaSort} className={className}>
      <button
        type="button"
        className="inline-flex items-center gap-1 font-semibold hover:underline"
        onClick={() => onSort(column, isActive && dir === 'desc' ? 'asc' : 'desc')}
      >
        {label}
        <span aria-hidden="true">{isActive ? (dir === 'asc' ? '▲' : '▼') : '↕'}</span>
      </button>
    </th>
  );
}
