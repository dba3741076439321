import {
  agingFlagLabels,
  agingStatusLabels,
  agingStatusOf,
  type AgingRow,
} from '@/lib/aging/report'
import { toCsv } from '@/lib/csv/write'

const yesNo = (value: boolean) => (value ? 'yes' : 'no')

const columns: [string, (row: AgingRow) => string | number | null | undefined][] = [
  ['Unit', (row) => row.name],
  ['Category', (row) => row.category?.name],
  ['Status', (row) => agingStatusLabels[agingStatusOf(row)]],
  ['Stock number', (row) => row.stockNumber],
  ['Days in stock', (row) => row.daysInStock],
  ['On hold until', (row) => row.heldUntil],
  ['Price', (row) => row.price],
  ['Price changes', (row) => row.priceChanges],
  [
    'Price history',
    (row) => row.prices.map((change) => `${change.at.slice(0, 10)} ${change.price}`).join('; '),
  ],
  ['Photos', (row) => row.photos],
  ['VIN', (row) => yesNo(row.hasVin)],
  ['Description', (row) => yesNo(row.hasDescription)],
  ['Views (30 days)', (row) => row.views],
  ['Leads', (row) => row.leads],
  ['Flags', (row) => row.flags.map((flag) => agingFlagLabels[flag]).join('; ')],
  ['Reviewed', (row) => row.review?.at],
  ['Reviewed by', (row) => row.review?.by],
  ['Review note', (row) => row.review?.note],
]

/** The Aging view as listed, through the project's one CSV writer. */
export const agingCsv = (rows: readonly AgingRow[]): string =>
  toCsv(
    columns.map(([title]) => title),
    rows.map((row) => columns.map(([, get]) => get(row))),
  )
