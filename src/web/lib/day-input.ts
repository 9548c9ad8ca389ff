/**
 * The typed form of a stay date in the date panel: `dd-mm-yyyy` (docs/product/screens.md#date-panel day-month-year),
 * also accepting `/` or `.` between the parts and one-digit days and months.
 */
import { formatDayMonthYear, parseDayMonthYear } from '#shared/domain/nights.ts';

/** What an empty field shows: the format to type, not a sample date. */
export const DAY_INPUT_HINT = 'dd-mm-yyyy';

/** `YYYY-MM-DD` → `dd-mm-yyyy`: the one style for days (docs/architecture.md#formats). */
export const formatDayInput = formatDayMonthYear;

/** `dd-mm-yyyy` → `YYYY-MM-DD`; '' → null; undefined when it is not a real date (the admin filters read days the same way). */
export const parseDayInput = parseDayMonthYear;
