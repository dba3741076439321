import { filterQuery, parseFilter } from '@/lib/inventory/filters'

/*
 * Where a request for /inventory?… is served (ADR 0028). Every spelling of one filter (key order,
 * defaults, casing, unknown keys, figures off the form's steps) is sent to its one normalised
 * address, so only normalised filters ever reach a page that the cache keeps.
 */
export type InventoryRoute =
  /** The address is not the normalised one: send the browser there (no page rendered). */
  | { kind: 'redirect'; location: string }
  /** No filter: the bare, cached /inventory. */
  | { kind: 'bare' }
  /** A filter without search text: rendered once per filter, then cached (path segment). */
  | { kind: 'cached'; segment: string }
  /** Search text is anyone's to invent: rendered per request, never cached. */
  | { kind: 'search'; query: string }

/** The path segment of the cached filtered list: the normalised query, as one segment. */
export const filterSegment = (query: string) => encodeURIComponent(query)

/** The query a cached list's segment stands for, or null unless it is a normalised one. */
export function segmentQuery(segment: string): string | null {
  let query: string
  try {
    query = decodeURIComponent(segment)
  } catch {
    return null
  }
  const normal = filterQuery(parseFilter(new URLSearchParams(query)))
  return normal !== '' && normal === query && !parseFilter(new URLSearchParams(query)).q
    ? query
    : null
}

/** Next's own cache-busting parameter of client navigations; not part of any filter. */
const routerParam = '_rsc'

export function routeInventory(search: URLSearchParams): InventoryRoute {
  const asked = new URLSearchParams(search)
  asked.delete(routerParam)
  const filter = parseFilter(asked)
  const query = filterQuery(filter)
  if (asked.toString() !== query) {
    return { kind: 'redirect', location: query ? `/inventory?${query}` : '/inventory' }
  }
  if (query === '') return { kind: 'bare' }
  return filter.q ? { kind: 'search', query } : { kind: 'cached', segment: filterSegment(query) }
}
