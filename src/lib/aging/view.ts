import { z } from 'zod'

import {
  agingFlags,
  agingStatuses,
  agingStatusOf,
  flagCounts,
  holdTotals,
  type AgingFlag,
  type AgingRow,
} from '@/lib/aging/report'

import { agingSortKeys, type AgingSortKey } from '@/lib/aging/columns'

/*
 * What the Aging view shows, from its address (also the CSV export's and the review form's way
 * back): filters, a flag and a sort. Unknown values fall back to the whole list, as an old link
 * should.
 */

/** Units a page of the view lists (issue 40: a thousand units stay a light page). */
export const agingPageSize = 50

const maxId = 2147483647
const maxPage = 100000

export const agingViewSchema = z.object({
  category: z.coerce.number().int().positive().max(maxId).optional().catch(undefined),
  status: z.enum(agingStatuses).optional().catch(undefined),
  flag: z.enum(agingFlags).optional().catch(undefined),
  sort: z.enum(agingSortKeys).catch('days'),
  dir: z.enum(['asc', 'desc']).catch('desc'),
  page: z.coerce.number().int().min(1).max(maxPage).catch(1),
})
export type AgingView = z.infer<typeof agingViewSchema>

const one = (params: URLSearchParams, key: string) => params.get(key) || undefined

export const agingViewFrom = (params: URLSearchParams): AgingView =>
  agingViewSchema.parse({
    category: one(params, 'category'),
    status: one(params, 'status'),
    flag: one(params, 'flag'),
    sort: one(params, 'sort'),
    dir: one(params, 'dir'),
    page: one(params, 'page'),
  })

/**
 * The view as query parameters, leaving out what is the default. A change of filter, flag or
 * sort starts again at page 1 unless it names a page.
 */
export function agingQuery(view: AgingView, change: Partial<AgingView> = {}): URLSearchParams {
  const next = { ...view, page: Object.keys(change).length > 0 ? 1 : view.page, ...change }
  const params = new URLSearchParams()
  if (next.category) params.set('category', String(next.category))
  if (next.status) params.set('status', next.status)
  if (next.flag) params.set('flag', next.flag)
  if (next.sort !== 'days') params.set('sort', next.sort)
  if (next.dir !== 'desc') params.set('dir', next.dir)
  if (next.page > 1) params.set('page', String(next.page))
  return params
}

type SortValue = string | number | boolean | null

const sortValue: Record<AgingSortKey, (row: AgingRow) => SortValue> = {
  name: (row) => row.name.toLowerCase(),
  category: (row) => row.category?.name.toLowerCase() ?? null,
  status: agingStatusOf,
  days: (row) => row.daysInStock,
  price: (row) => row.price,
  changes: (row) => row.priceChanges,
  photos: (row) => row.photos,
  vin: (row) => row.hasVin,
  stock: (row) => row.stockNumber?.toLowerCase() ?? null,
  description: (row) => row.hasDescription,
  views: (row) => row.views,
  leads: (row) => row.leads,
}

/* Empty values sort last whichever the direction; ties keep the unit order (id). */
function compare(a: SortValue, b: SortValue): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  return a < b ? -1 : 1
}

/**
 * The rows the view lists, and the count of each flag and of the held units among the units its
 * category and status select (so a count stays put when it is clicked to list only those).
 */
export function applyAgingView(rows: readonly AgingRow[], view: AgingView) {
  const get = sortValue[view.sort]
  const sign = view.dir === 'asc' ? 1 : -1
  const scoped = rows
    .filter((row) => !view.category || row.category?.id === view.category)
    .filter((row) => !view.status || agingStatusOf(row) === view.status)
  const shown = scoped
    .filter((row) => !view.flag || row.flags.includes(view.flag as AgingFlag))
    .sort((a, b) => {
      const [x, y] = [get(a), get(b)]
      if (x === null || y === null) return compare(x, y) || a.id - b.id
      return sign * compare(x, y) || a.id - b.id
    })
  return { rows: shown, counts: flagCounts(scoped), held: holdTotals(scoped), total: scoped.length }
}

/** One page of the listed rows, the page kept within the pages there are. */
export function agingPage<T>(rows: readonly T[], page: number) {
  const pages = Math.max(1, Math.ceil(rows.length / agingPageSize))
  const current = Math.min(page, pages)
  const start = (current - 1) * agingPageSize
  return { rows: rows.slice(start, start + agingPageSize), page: current, pages }
}
