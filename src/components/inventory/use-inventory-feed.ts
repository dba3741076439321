import { useCallback, useEffect, useRef, useState } from 'react'

import { inventoryChannel, inventoryUpdatedEvent } from '@/lib/admin/inventory-events'
import type { InventoryApiItem } from '@/lib/inventory/contract'

/*
 * 'loading' is the first load, or a Retry; background reloads change nothing until they settle.
 * A failure keeps the items already shown: only a list that never loaded gives way to the error.
 */
export type FeedStatus = 'ready' | 'loading' | 'error'

async function fetchInventory(): Promise<InventoryApiItem[]> {
  const response = await fetch('/api/inventory', { cache: 'no-store' })
  const body: unknown = response.ok ? await response.json() : null
  if (!Array.isArray(body)) throw new Error(`GET /api/inventory answered ${response.status}`)
  return body as InventoryApiItem[]
}

/**
 * The inventory list, starting from the server-rendered items and reloaded from GET
 * /api/inventory when the tab becomes visible again, when the staff panel in this page fires
 * 'inventory-updated', or when it posts on the 'inventory' BroadcastChannel from another tab.
 * `items` stays null until a list has loaded.
 */
export function useInventoryFeed(initialItems: InventoryApiItem[] | null) {
  const [items, setItems] = useState(initialItems)
  const [status, setStatus] = useState<FeedStatus>(initialItems ? 'ready' : 'loading')
  const latest = useRef(0)

  // Only the newest request may settle the state: a slow, older answer must not overwrite it.
  const settle = useCallback((request: number, result: Promise<InventoryApiItem[]>) => {
    result.then(
      (loaded) => {
        if (request !== latest.current) return
        setItems(loaded)
        setStatus('ready')
      },
      () => request === latest.current && setStatus('error'),
    )
  }, [])

  const retry = useCallback(() => {
    setStatus('loading')
    settle(++latest.current, fetchInventory())
  }, [settle])

  const hasInitial = initialItems !== null
  useEffect(() => {
    const reload = () => settle(++latest.current, fetchInventory())
    if (!hasInitial) reload()
    const onVisibility = () => document.visibilityState === 'visible' && reload()
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener(inventoryUpdatedEvent, reload)
    const channel =
      typeof BroadcastChannel === 'function' ? new BroadcastChannel(inventoryChannel) : null
    channel?.addEventListener('message', reload)
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener(inventoryUpdatedEvent, reload)
      channel?.close()
    }
  }, [hasInitial, settle])

  return { items, status, retry }
}
