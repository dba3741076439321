import { parse } from 'csv-parse/sync'

/**
 * A CSV text as rows of cells (a byte-order mark dropped, blank lines skipped, short rows kept).
 * Malformed quoting throws CsvSyntaxError with the line it was found on.
 */
export function parseCsv(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as string[][]
  } catch (error) {
    const line = (error as { lines?: number }).lines
    throw new CsvSyntaxError(
      `The file is not valid CSV${line ? ` (line ${line})` : ''}: check its quotes`,
    )
  }
}

export class CsvSyntaxError extends Error {}
