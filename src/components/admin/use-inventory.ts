import { useCallback, useEffect, useRef, useState } from 'react'

import { loadInventory } from '@/components/admin/inventory-api'
import type { FirstInventory } from '@/lib/admin/first-rows'
import type { CategoryApiItem, InventoryApiItem } from '@/lib/inventory/contract'
import type { UnitHolder } from '@/lib/inventory/held'

// Spec §9: the upload-only failure banner goes away by itself after 5000 ms.
export const bannerAutoClearMs = 5000

/**
 * The units the panel holds: the server's first rows until the spec's whole list has loaded
 * (`complete`), then that list; `total` counts the whole list either way.
 */
export type InventoryList = { items: InventoryApiItem[]; total: number; complete: boolean }

const holdersOf = (holders: UnitHolder[]): ReadonlyMap<number, UnitHolder> =>
  new Map(holders.map((holder) => [holder.unit, holder]))

/**
 * The panel's list (null until there is one: nothing to count yet), categories, who holds each
 * held unit (by unit id), banner. `first`: the rows the page came with (issue 54), null when the
 * server could not read them; the whole list is loaded after either way (spec §7).
 */
export function useInventory(first: FirstInventory | null) {
  const [list, setList] = useState<InventoryList | null>(
    first && { items: first.items, total: first.total, complete: false },
  )
  const [categories, setCategories] = useState<CategoryApiItem[]>(first?.categories ?? [])
  const [holders, setHolders] = useState(() => holdersOf(first?.holders ?? []))
  const [loading, setLoading] = useState(first === null)
  const [banner, setBanner] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  const showError = useCallback((message: string | null, autoClear = false) => {
    clearTimeout(timer.current)
    setBanner(message)
    if (message && autoClear) timer.current = setTimeout(() => setBanner(null), bannerAutoClearMs)
  }, [])

  const settle = useCallback(
    (request: ReturnType<typeof loadInventory>) =>
      request
        .then((data) => {
          setList({ items: data.items, total: data.items.length, complete: true })
          setCategories(data.categories)
          setHolders(holdersOf(data.holders))
        })
        .catch((error: unknown) => {
          console.warn('Inventory load failed:', error instanceof Error ? error.message : error)
          // First rows without the rest would search and count a part as if it were the whole.
          setList((current) => (current?.complete ? current : null))
          showError('Failed to fetch inventory data')
        })
        .finally(() => setLoading(false)),
    [showError],
  )

  const reload = useCallback(() => settle(loadInventory()), [settle])

  useEffect(() => {
    void settle(loadInventory())
    return () => clearTimeout(timer.current)
  }, [settle])

  const replaceItem = useCallback((next: InventoryApiItem) => {
    setList(
      (current) =>
        current && {
          ...current,
          items: current.items.map((item) => (item.id === next.id ? next : item)),
        },
    )
  }, [])

  return { list, categories, holders, loading, banner, showError, reload, replaceItem }
}
