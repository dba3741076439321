import type { TableColumn, TrailerModel } from '@/lib/catalogue/types'

const pounds = new Intl.NumberFormat('en-US')
const weightColumns: ReadonlySet<TableColumn> = new Set(['capacity', 'gvwr'])

export function cellText(model: TrailerModel, column: TableColumn): string {
  const value = model[column]
  if (value === undefined || value === '') return ''
  if (typeof value === 'number' && weightColumns.has(column)) return pounds.format(value)
  return String(value)
}

// A sheet that never fills an optional column (no bow-eye figures, say) should not print an
// empty column; a column with one value keeps blanks for the rest.
export function visibleColumns(columns: TableColumn[], models: TrailerModel[]): TableColumn[] {
  return columns.filter(
    (column) => column === 'model' || models.some((m) => cellText(m, column) !== ''),
  )
}
