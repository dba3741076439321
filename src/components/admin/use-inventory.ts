import { useCallback, useEffect, useRef, useState } from 'react'

import { loadInventory } from '@/components/admin/inventory-api'
import type { CategoryApiItem, InventoryApiItem } from '@/lib/inventory/contract'
import type { UnitHolder } from '@/lib/inventory/held'

// Spec §9: the upload-only failure banner goes away by itself after 5000 ms.
export const bannerAutoClearMs = 5000

/**
 * The panel's list (null until a load has succeeded: nothing to count yet), categories, who
 * holds each held unit (by unit id), banner.
 */
export function useInventory() {
  const [items, setItems] = useState<InventoryApiItem[] | null>(null)
  const [categories, setCategories] = useState<CategoryApiItem[]>([])
  const [holders, setHolders] = useState<ReadonlyMap<number, UnitHolder>>(new Map())
  const [loading, setLoading] = useState(true)
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
          setItems(data.items)
          setCategories(data.categories)
          setHolders(new Map(data.holders.map((holder) => [holder.unit, holder])))
        })
        .catch((error: unknown) => {
          console.warn('Inventory load failed:', error instanceof Error ? error.message : error)
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
    setItems((current) => current?.map((item) => (item.id === next.id ? next : item)) ?? null)
  }, [])

  return { items, categories, holders, loading, banner, showError, reload, replaceItem }
}
