import type { AgingRow } from '@/lib/aging/report'

/*
 * Demand the lot does not turn into leads (issue 54): the units shoppers look at most for each
 * lead they send, read from the Aging view's rows (page views of its 30-day window, leads about
 * the unit as Aging counts them), so both views give one answer.
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
