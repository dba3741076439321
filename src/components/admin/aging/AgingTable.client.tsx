'use client'

import { ReviewCell } from '@/components/admin/aging/ReviewCell'
import { agingColumnKeys, agingSortLabels, type AgingColumnKey } from '@/lib/aging/columns'
import { agingFlagBadges, agingFlagLabels, type AgingRow } from '@/lib/aging/report'
import { formatPrice } from '@/lib/inventory/format'
import { unitStatusLabels } from '@/lib/inventory/lifecycle'
import { holdBadge } from '@/lib/reservations/hold'

import styles from './Aging.module.css'

type Sort = { key: string; dir: 'asc' | 'desc' }

type Props = {
  rows: AgingRow[]
  sort: Sort
  /** Each column heading's link: sort by it, or turn the order round. */
  sortHrefs: Record<AgingColumnKey, string>
  /** The view's query, for the review form's way back. */
  viewQuery: string
}

const day = (iso: string) => iso.slice(0, 10)

/* Each column heading sorts by it; a second click turns the order round. */
function SortHeader({ column, sort, href }: { column: AgingColumnKey; sort: Sort; href: string }) {
  const active = sort.key === column
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <a href={href}>
        {agingSortLabels[column]}
        {active && <span aria-hidden="true">{sort.dir === 'asc' ? ' ▲' : ' ▼'}</span>}
      </a>
    </th>
  )
}

function PriceHistory({ row }: { row: AgingRow }) {
  if (row.prices.length === 0) return <>{row.priceChanges}</>
  return (
    <details className={styles.history}>
      <summary>
        {row.priceChanges} <span className="visually-hidden">price changes of {row.name}</span>
      </summary>
      <ol aria-label={`Price history of ${row.name}`}>
        {row.prices.map((change) => (
          <li key={change.at}>
            <time dateTime={change.at}>{day(change.at)}</time> {formatPrice(change.price)}
            {change.previousPrice === null
              ? ' (listed)'
              : ` (from ${formatPrice(change.previousPrice)})`}
          </li>
        ))}
      </ol>
    </details>
  )
}

/*
 * A client component only so that the page carries the rows as data once: as a server
 * component its whole element tree went into the page a second time, as React's payload (issue
 * 40: 231 KB for 50 rows). It is still drawn on the server, and needs no JavaScript to work.
 */
export function AgingTable({ rows, sort, sortHrefs, viewQuery }: Props) {
  if (rows.length === 0) return <p>No unit matches.</p>
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">Units not sold, with their flags</caption>
        <thead>
          <tr>
            {agingColumnKeys.map((column) => (
              <SortHeader key={column} column={column} sort={sort} href={sortHrefs[column]} />
            ))}
            <th scope="col">Flags</th>
            <th scope="col">Review</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} id={`unit-${row.id}`} data-testid="aging-row">
              <th scope="row" data-label="Unit">
                <a href={row.path}>{row.name}</a>
              </th>
              <td data-label="Category">{row.category?.name ?? '—'}</td>
              <td data-label="Status">
                {row.heldUntil ? holdBadge(row.heldUntil) : unitStatusLabels[row.status]}
                <span className={styles.identity}>
                  {row.stockNumber ? `Stock # ${row.stockNumber}` : 'No stock number'} ·{' '}
                  {row.hasVin ? 'VIN' : 'no VIN'} ·{' '}
                  {row.hasDescription ? 'description' : 'no description'}
                </span>
              </td>
              <td data-label="Days in stock">{row.daysInStock ?? 'On order'}</td>
              <td data-label="Price">{formatPrice(row.price)}</td>
              <td data-label="Price changes">
                <PriceHistory row={row} />
              </td>
              <td data-label="Photos">{row.photos}</td>
              <td data-label="Views (30 days)">{row.views}</td>
              <td data-label="Leads">{row.leads}</td>
              <td data-label="Flags">
                {row.flags.length === 0 ? (
                  'None'
                ) : (
                  <ul className={styles.flags}>
                    {row.flags.map((flag) => (
                      <li key={flag} data-flag={flag}>
                        <span aria-hidden="true">{agingFlagBadges[flag]}</span>
                        <span className="visually-hidden">{agingFlagLabels[flag]}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td data-label="Review">
                <ReviewCell row={row} viewQuery={viewQuery} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
