/**
 * Reads CSV text the way a spreadsheet does when it splits lines on `separator` (Excel takes the
 * locale's list separator, `;` in much of Europe, even for a comma-separated file): a cell that
 * opens with `"` is quoted until the closing quote (`""` is one quote), anything after that up
 * to the separator is kept as it is, and a UTF-8 byte-order mark is skipped. Issue 24.
 */
export function readAsSpreadsheet(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let isAtCellStart = true;
  let isQuoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (isQuoted) {
      if (c !== '"') cell += c;
      else if (source[i + 1] === '"') cell += source[++i];
      else isQuoted = false;
    } else if (isAtCellStart && c === '"') {
      isQuoted = true;
      isAtCellStart = false;
    } else if (c === separator || c === '\n') {
      row.push(cell.replace(/\r$/, ''));
      cell = '';
      isAtCellStart = true;
      if (c === '\n') {
        rows.push(row);
        row = [];
      }
    } else {
      cell += c;
      isAtCellStart = false;
    }
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}
