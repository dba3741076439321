import { useCallback, useMemo, useSyncExternalStore } from 'react'

import { normalizeCategory, type InventoryFilter } from '@/lib/inventory/visibility'

/*
 * The search and category live in the address (?q=&category=) so a filtered view can be shared
 * and survives a reload. Read from window.location rather than useSearchParams so the page stays
 * statically rendered: the server (and hydration) see no filter, the browser applies it next.
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

export function useUrlFilter(): [InventoryFilter, (change: Partial<InventoryFilter>) => void] {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  )
  const filter = useMemo(() => {
    const params = new URLSearchParams(search)
    return { q: params.get('q') ?? '', category: normalizeCategory(params.get('category')) }
  }, [search])

  const setFilter = useCallback((change: Partial<InventoryFilter>) => {
    const params = new URLSearchParams(window.location.search)
    for (const [key, value] of Object.entries(change)) {
      if (value) params.set(key, value)
      else params.delete(key)
    }
    const query = params.toString()
    window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`)
    window.dispatchEvent(new Event(changeEvent))
  }, [])

  return [filter, setFilter]
}
