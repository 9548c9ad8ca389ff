/**
 * The typed form of a stay date in the date panel: `dd-mm-yyyy` (docs/product/screens.md#date-panel day-month-year),
 * also accepting `/` or `.` between the parts and one-digit days and months.
 */
import { isIsoDate } from '#shared/domain/nights.ts';

/** What an empty field shows: the format to type, not a sample date. */
export const DAY_INPUT_HINT = 'dd-mm-yyyy';

/** `YYYY-MM-DD` → `dd-mm-yyyy`. */
export function formatDayInput(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${month}-${year}`;
}

/** `dd-mm-yyyy` → `YYYY-MM-DD`; '' → null; undefined when it is not a real date. */
export function parseDayInput(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(trimmed);
  if (!match) return undefined;
  const iso = `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : undefined;
}
