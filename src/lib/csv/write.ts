/*
 * The one rule for writing CSV files staff open in a spreadsheet (inventory export, lead export):
 * RFC 4180 quoting, CRLF line ends, a UTF-8 byte-order mark so Excel reads accents right, and
 * formula injection neutralised.
 */

/*
 * A cell starting with one of these is run as a formula by Excel, LibreOffice and Google Sheets
 * (OWASP "CSV injection"). A leading apostrophe makes it text. Values that already start with
 * apostrophes before such a character get one more, so reading back (restoreCell) is lossless.
 */
const formulaStart = /^'*[=+\-@\t\r]/

export function neutraliseFormula(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value
}

/** Undoes neutraliseFormula on a cell read back from a file this module wrote. */
export function restoreCell(value: string): string {
  return /^'+[=+\-@\t\r]/.test(value) ? value.slice(1) : value
}

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return ''
  const text = typeof value === 'string' ? neutraliseFormula(value) : String(value)
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export const csvRow = (cells: readonly Parameters<typeof csvCell>[0][]): string =>
  cells.map(csvCell).join(',')

/** A whole file: header row, then one line per row. */
export function toCsv(
  header: readonly string[],
  rows: Iterable<readonly Parameters<typeof csvCell>[0][]>,
): string {
  const lines = [csvRow(header)]
  for (const row of rows) lines.push(csvRow(row))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

export const csvContentType = 'text/csv; charset=utf-8'
