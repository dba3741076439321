import { cellText, visibleColumns } from '@/lib/catalogue/table-cells'
import { columnLabels, tableColumns } from '@/lib/catalogue/types'
import type { CatalogueTable, TrailerModel } from '@/lib/catalogue/types'

import styles from './SpecTable.module.css'

type Props = { table: CatalogueTable; caption: string; models: TrailerModel[] }

/* The model code is the row header and stays in view while a phone scrolls the figures sideways. */
export function SpecTable({ table, caption, models }: Props) {
  const [modelColumn, ...figureColumns] = visibleColumns(tableColumns[table], models)
  const captionId = `caption-${table}`
  return (
    // Focusable so keyboard users can scroll a table wider than the screen.
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} data-table={table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{columnLabels[modelColumn]}</th>
            {figureColumns.map((column) => (
              <th key={column} scope="col">
                {columnLabels[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {models.map((model) => (
            <tr key={model.model}>
              <th scope="row">{model.model}</th>
              {figureColumns.map((column) => (
                <td key={column} data-column={column}>
                  {cellText(model, column)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
