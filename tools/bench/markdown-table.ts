/* GitHub-flavoured Markdown tables for bench/RESULTS.md (Prettier aligns them afterwards). */
export const row = (cells: (string | number)[]) =>
  `| ${cells.map((cell) => String(cell).replaceAll('|', '\\|')).join(' | ')} |`

export const table = (head: string[], rows: (string | number)[][]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n')
