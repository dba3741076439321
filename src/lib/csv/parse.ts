import { parse } from 'csv-parse/sync'

/**
 * A CSV text as rows of cells (a byte-order mark dropped, blank lines skipped, short rows kept).
 * Malformed quoting throws CsvSyntaxError with the line it was found on. With `maxRows` the parser
 * stops after that many rows and reads no further: a file of many short rows costs csv-parse tens
 * of microseconds a row, so reading all of one that is refused anyway blocked the server for
 * seconds (issue 38).
 */
export function parseCsv(text: string, maxRows?: number): string[][] {
  try {
    return parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      ...(maxRows === undefined ? {} : { to: maxRows }),
    }) as string[][]
  } catch (error) {
    const line = (error as { lines?: number }).lines
    throw new CsvSyntaxError(
      `The file is not valid CSV${line ? ` (line ${line})` : ''}: check its quotes`,
    )
  }
}

export class CsvSyntaxError extends Error {}
