/**
 * CSV exports a spreadsheet can open safely (issue #13, hardened in issue 24): every text cell
 * goes through the formula guard, text with a `;` is quoted so a `;`-separated Excel keeps it in
 * one cell, and the file starts with a UTF-8 byte-order mark, without which Excel reads the
 * UTF-8 as the PC's code page and garbles Bangla names.
 */
import { pipeline, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * A formula starter (OWASP CSV injection: = + - @, and their full-width forms, which some
 * East-Asian Excel set-ups read as the ASCII ones) where a spreadsheet could begin a cell: at the
 * start of the text, or after a separator of any locale (`,` `;` tab) or a line break, with only
 * spaces or quotes between. A cell's own start may also be a tab or carriage return.
 */
const FORMULA_AT_CELL_START = /(^|[,;\t\r\n])([\s"]*)(?=[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/gu;
const STARTS_WITH_CONTROL = /^[\t\r]/;

/**
 * Returns `text` with a `'` put before every character a spreadsheet could read as the start of a
 * formula, whatever separator it splits the line on (issue 24: `a;=1+1` bypassed a check that
 * looked at the first character only). Numbers never reach here, so negative amounts stay numbers.
 */
function neutraliseFormulas(text: string): string {
  const guarded = text.replace(FORMULA_AT_CELL_START, "$1$2'");
  return STARTS_WITH_CONTROL.test(guarded) ? `'${guarded}` : guarded;
}

const csvOptions = {
  header: true,
  bom: true,
  quoted_match: ';',
  cast: { string: neutraliseFormulas },
};

/**
 * Pipes records into a CSV stringifier with the header row `columns` (a list definition's CSV
 * columns, in order); a failing read destroys the output (the reply ends, no hang).
 */
export function toCsv(records: Readable, columns: readonly string[]): Readable {
  const csv = stringify({ ...csvOptions, columns: [...columns] });
  pipeline(records, csv, () => {});
  return csv;
}
