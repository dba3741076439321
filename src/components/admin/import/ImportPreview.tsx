import type { ImportPreview as Preview } from '@/components/admin/import/import-api'

import styles from './Import.module.css'

const unitName = (unit: { row: number; model_name: string; stock_number: string | null }) =>
  `Row ${unit.row}: ${unit.model_name}${unit.stock_number ? ` (stock ${unit.stock_number})` : ''}`

/** What an import would do, row by row, before anything is written. */
export function ImportPreview({ preview }: { preview: Preview }) {
  const ignored = preview.columns.filter((column) => !column.column).map((c) => c.header)
  return (
    // Scrolls on its own: focusable so keyboard users can scroll it too.
    <div className={styles.preview} role="region" aria-label="Import preview" tabIndex={0}>
      <p role="status">
        {preview.rows} rows: {preview.create.length} to create, {preview.update.length} to update,{' '}
        {preview.unchanged} unchanged, {preview.refused.length} refused.
      </p>
      {ignored.length > 0 && <p className={styles.note}>Columns ignored: {ignored.join(', ')}</p>}
      {preview.refused.length > 0 && (
        <section aria-labelledby="import-refused">
          <h3 id="import-refused">Refused ({preview.refused.length})</h3>
          <ul className={styles.refused}>
            {preview.refused.map((row) => (
              <li key={row.row}>
                Row {row.row}: {row.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
      {preview.create.length > 0 && (
        <section aria-labelledby="import-create">
          <h3 id="import-create">To create ({preview.create.length})</h3>
          <ul>
            {preview.create.map((unit) => (
              <li key={unit.row}>{unitName(unit)}</li>
            ))}
          </ul>
        </section>
      )}
      {preview.update.length > 0 && (
        <section aria-labelledby="import-update">
          <h3 id="import-update">To update ({preview.update.length})</h3>
          <ul>
            {preview.update.map((unit) => (
              <li key={unit.row}>
                {unitName(unit)}
                <ul className={styles.changes}>
                  {unit.changes.map((change) => (
                    <li key={change.field}>
                      {change.field}: <del>{change.from || '(empty)'}</del> →{' '}
                      <ins>{change.to || '(empty)'}</ins>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
