import { useCallback, useMemo, useSyncExternalStore } from 'react'

import { filterQuery, parseFilter, type InventoryFilter } from '@/lib/inventory/filters'

/*
 * The filters live in the address so a narrowed list can be shared and survives a reload. The
 * server renders the list for the query it was asked (`serverQuery`, '' on the cached bare
 * /inventory); in the browser the address itself is read, and changed in place as the shopper
 * types, without a request.
 */
const changeEvent = 'inventory-filter-change'

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange)
  window.addEventListener(changeEvent, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(changeEvent, onChange)
  }
}

export function useUrlFilter(
  serverQuery: string,
): [InventoryFilter, (filter: InventoryFilter) => void] {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => serverQuery,
  )
  const filter = useMemo(() => parseFilter(new URLSearchParams(search)), [search])

  const setFilter = useCallback((next: InventoryFilter) => {
    const query = filterQuery(next)
    window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`)
    window.dispatchEvent(new Event(changeEvent))
  }, [])

  return [filter, setFilter]
}
