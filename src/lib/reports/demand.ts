import type { AgingRow } from '@/lib/aging/report'
import { groupDemand, type DemandRow } from '@/lib/alerts/demand'
import { watchFrom, watchMatcher } from '@/lib/alerts/watch'
import type { InventoryApiItem } from '@/lib/inventory/contract'

/*
 * Demand the lot does not turn into leads (issue 54): the units shoppers look at most for each
 * lead they send, read from the Aging view's rows (page views of its 30-day window, leads about
 * the unit as Aging counts them), so both views give one answer; and the saved searches nothing
 * in stock matches, grouped as the staff's alert demand groups them and matched by the alert
 * run's own rule.
 */

export const viewedListed = 10

export type ViewedRow = { unit: string; views: number; leads: number }

const viewsPerLead = (row: Pick<AgingRow, 'views' | 'leads'>) => row.views / (row.leads + 1)

/** The `viewedListed` units on the lot with the most views per lead (views over leads + 1). */
export const viewedWithFewLeads = (rows: readonly AgingRow[]): ViewedRow[] =>
  rows
    .filter((row) => row.views > 0 && row.daysInStock !== null)
    .sort((a, b) => viewsPerLead(b) - viewsPerLead(a) || b.views - a.views || a.id - b.id)
    .slice(0, viewedListed)
    // The id tells apart units of one model, as the chart's rows must be.
    .map((row) => ({ unit: `${row.name} #${row.id}`, views: row.views, leads: row.leads }))

export const unmatchedListed = 20

/**
 * The `unmatchedListed` saved searches (active search alerts, counted alike by the database) that
 * no unit in stock matches, the most shoppers first. In stock: listed for sale now; a unit on
 * order does not count, the shopper cannot have it yet. Each distinct search is asked once, the
 * most wanted first, until enough are found, and stops at the first unit it matches: 3,000
 * searches over 5,000 units took 1.3–2 s listing every match, some 20 ms this way.
 */
export function unmatchedSearches(
  alerts: Parameters<typeof groupDemand>[0],
  units: readonly InventoryApiItem[],
): DemandRow[] {
  const inStock = units.filter((unit) => unit.status === 'available')
  const unmatched: DemandRow[] = []
  for (const row of groupDemand(alerts.filter((alert) => alert.kind === 'search'))) {
    if (unmatched.length === unmatchedListed) break
    if (!inStock.some(watchMatcher(watchFrom(row.query ?? '')))) unmatched.push(row)
  }
  return unmatched
}
