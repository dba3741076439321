/*
 * CSV for spreadsheets (RFC 4180). A cell a spreadsheet would run as a formula (starting with
 * = + - @, a tab or a carriage return) gets a leading apostrophe, as OWASP advises: a customer's
 * message must never become a formula on a staff member's computer.
 */
const formulaStart = /^[=+\-@\t\r]/

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (formulaStart.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows to CSV text with CRLF line ends and a byte-order mark, which Excel needs for UTF-8. */
export function toCsv(rows: unknown[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
