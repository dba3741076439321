import {
  filterQuery,
  inventoryPageSize,
  parseFilter,
  visibleInventory,
  type InventoryFilter,
} from '@/lib/inventory/filters'

/*
 * GET /api/inventory?from=N&<filter>: the public units a phone shows next, instead of the whole
 * list (ADR 0028). `from` marks the paged read; without it the answer is the spec's full array.
 * It answers the matches from `from` up to the filter's `show`, newest first or in the filter's
 * order, so 'Show more' (show=48, from=24) fetches only the 24 it adds. Still an array, as the
 * spec's call answers; the number of matches travels in a header.
 */
export const pagedReadParam = 'from'
export const totalHeader = 'X-Total-Count'

export type PagedRead = { filter: InventoryFilter; from: number }

/** Null unless the query asks for a paged read. Values are normalised like the page's. */
export function parsePagedRead(params: URLSearchParams): PagedRead | null {
  if (!params.has(pagedReadParam)) return null
  const filter = parseFilter(params)
  const asked = Math.floor(Number(params.get(pagedReadParam)))
  const pages = Number.isFinite(asked) && asked > 0 ? Math.floor(asked / inventoryPageSize) : 0
  return { filter, from: Math.min(pages * inventoryPageSize, filter.show - inventoryPageSize) }
}

/** The normalised query of a paged read (what the browser asks, and what the answer is for). */
export function pagedReadQuery({ filter, from }: PagedRead): string {
  const query = filterQuery(filter)
  return `${pagedReadParam}=${from}${query ? `&${query}` : ''}`
}

type Listed = Parameters<typeof visibleInventory>[0][number]

/** What a paged read answers, from the public units: its slice, and how many match in all. */
export function pagedRead<T extends Listed>(listed: readonly T[], read: PagedRead) {
  const matches = visibleInventory(listed, read.filter)
  return { items: matches.slice(read.from, read.filter.show), total: matches.length }
}
