import { chartSvg, seriesColour } from '@/lib/reports/chart-svg'
import type { Dataset } from '@/lib/reports/datasets'

import styles from './Reports.module.css'

type Props = { dataset: Dataset; csvHref: string }

const cellText = (cell: string | number | null) =>
  cell === null ? '–' : typeof cell === 'number' ? cell.toLocaleString('en-US') : cell

/**
 * One dataset: its chart with caption and legend, the table of its numbers, and the same
 * numbers as a CSV file (src/app/api/reports/[dataset]/route.ts).
 */
export function ReportSection({ dataset, csvHref }: Props) {
  const headingId = `report-${dataset.id}`
  const { chart } = dataset
  return (
    <section className={styles.section} aria-labelledby={headingId} data-report={dataset.id}>
      <h2 id={headingId}>{dataset.title}</h2>
      {!(chart && dataset.rows.length > 0) && <p>{dataset.caption}</p>}
      {chart && dataset.rows.length > 0 && (
        <figure>
          <figcaption id={`${headingId}-caption`}>{dataset.caption}</figcaption>
          <div
            // The Monday e-mail draws its images from the same SVG text; every word in it is escaped.
            dangerouslySetInnerHTML={{
              __html: chartSvg(chart, {
                id: `${headingId}-chart`,
                title: `${dataset.title}: chart`,
              }),
            }}
          />
          <ul className={styles.legend} aria-label={`${dataset.title}: legend`}>
            {chart.series.map((series, index) => (
              <li key={series.name}>
                <span
                  className={styles.swatch}
                  style={{ background: seriesColour(index) }}
                  aria-hidden="true"
                />
                {series.name}
              </li>
            ))}
            {(chart.line ?? chart.reference) && (
              <li>
                <span className={styles.dashed} aria-hidden="true" />
                {(chart.line ?? chart.reference)!.name} (dashed line)
              </li>
            )}
          </ul>
        </figure>
      )}
      {dataset.rows.length === 0 ? (
        <p>Nothing in this period.</p>
      ) : (
        <div
          className={styles.tableWrap}
          role="region"
          aria-labelledby={`${headingId}-table`}
          tabIndex={0}
        >
          <table data-report-table={dataset.id}>
            <caption id={`${headingId}-table`} className="visually-hidden">
              {dataset.title}: the numbers
            </caption>
            <thead>
              <tr>
                {dataset.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dataset.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {cellText(cell)}
                      </th>
                    ) : (
                      <td key={index}>{cellText(cell)}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <a className={`${styles.download} btn btn-outline`} href={csvHref} download>
        Download {dataset.title} as CSV
      </a>
    </section>
  )
}
