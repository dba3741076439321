import { toCsv } from '@/lib/csv/write'

/*
 * What shoppers wait for (the staff demand view): active alerts grouped by what they watch, the
 * most wanted first. Counts and descriptions only: no address ever leaves the alerts collection.
 */
export type DemandRow = {
  kind: 'search' | 'price'
  /** The watch in words, as the shopper saw it. */
  what: string
  shoppers: number
  /** The /inventory address of a search, or the unit's id of a price watch. */
  query: string | null
  unit: number | null
}

type ActiveAlert = {
  kind: 'search' | 'price'
  summary: string
  watchKey?: string | null
  unit?: number | null
  /** How many alerts alike this one stands for (the database counts them); one if not said. */
  count?: number
}

export function groupDemand(alerts: ActiveAlert[]): DemandRow[] {
  const groups = new Map<string, DemandRow>()
  for (const alert of alerts) {
    const key = alert.kind === 'search' ? `s:${alert.watchKey ?? ''}` : `p:${alert.unit}`
    const row = groups.get(key) ?? {
      kind: alert.kind,
      what: alert.summary,
      shoppers: 0,
      query: alert.kind === 'search' ? (alert.watchKey ?? '') : null,
      unit: alert.kind === 'price' ? (alert.unit ?? null) : null,
    }
    row.shoppers += alert.count ?? 1
    groups.set(key, row)
  }
  return [...groups.values()].sort(
    (a, b) => b.shoppers - a.shoppers || a.what.localeCompare(b.what),
  )
}

/** '14 shoppers want tandem-axle aluminum trailers for a 20 ft boat, up to $7,000'. */
export function demandSentence(row: DemandRow): string {
  const who = row.shoppers === 1 ? '1 shopper wants' : `${row.shoppers} shoppers want`
  const what =
    row.kind === 'search' ? row.what.charAt(0).toLowerCase() + row.what.slice(1) : row.what
  return row.kind === 'search'
    ? `${who} ${what}`
    : `${who} to hear of a drop in the ${what.replace(/^Price of the /, 'price of the ')}`
}

export const demandCsv = (rows: DemandRow[], inventoryUrl: (query: string) => string): string =>
  toCsv(
    ['Shoppers', 'Kind', 'Watching', 'Inventory link', 'Unit id'],
    rows.map((row) => [
      row.shoppers,
      row.kind === 'search' ? 'New trailers' : 'Price drop',
      row.what,
      row.query === null ? null : inventoryUrl(row.query),
      row.unit,
    ]),
  )
