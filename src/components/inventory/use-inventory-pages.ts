import { useCallback, useEffect, useRef, useState } from 'react'

import { inventoryChannel, inventoryUpdatedEvent } from '@/lib/admin/inventory-events'
import type { InventoryApiItem } from '@/lib/inventory/contract'
import { filterQuery, inventoryPageSize, type InventoryFilter } from '@/lib/inventory/filters'
import { pagedReadQuery, totalHeader } from '@/lib/inventory/paged-read'

/*
 * 'loading' is a load the shopper asked for (a new filter, more cards, a Retry); background
 * reloads change nothing until they settle. A failure keeps the cards already shown: only a list
 * that never loaded gives way to the error.
 */
export type FeedStatus = 'ready' | 'loading' | 'error'

/** The cards shown, for the filter query they were drawn for. */
export type ShownList = { query: string; items: InventoryApiItem[]; total: number }

type Page = Omit<ShownList, 'query'>

/*
 * Only what is shown travels (ADR 0028): a paged read of the public units, never the whole
 * list. `no-cache` lets the browser keep each answer and revalidate it: a 304 while nothing
 * changed.
 */
async function fetchPage(filter: InventoryFilter, from: number): Promise<Page> {
  const response = await fetch(`/api/inventory?${pagedReadQuery({ filter, from })}`, {
    cache: 'no-cache',
  })
  const body: unknown = response.ok ? await response.json() : null
  if (!Array.isArray(body)) throw new Error(`GET /api/inventory answered ${response.status}`)
  // A missing count (an older instance, a proxy that drops it) means the answer is the whole list.
  const total = Number(response.headers.get(totalHeader) ?? body.length)
  return { items: body as InventoryApiItem[], total: Number.isFinite(total) ? total : body.length }
}

export const moreOf = (filter: InventoryFilter): InventoryFilter => ({
  ...filter,
  show: filter.show + inventoryPageSize,
})

/**
 * The cards of /inventory for `filter`, starting from what the server drew: a new filter loads
 * its first cards, `showMore` only the next ones, and the shown cards reload when the tab becomes
 * visible again, when the staff panel in this page fires 'inventory-updated', or when it posts
 * on the 'inventory' BroadcastChannel from another tab.
 */
export function useInventoryPages(
  filter: InventoryFilter,
  initial: ShownList | null,
  onMore: (filter: InventoryFilter) => void,
) {
  const [list, setList] = useState(initial)
  const [status, setStatus] = useState<FeedStatus>(initial ? 'ready' : 'loading')
  const latest = useRef(0)
  // The query last asked for: the list on screen, or the one on its way.
  const asked = useRef(initial?.query ?? null)
  const query = filterQuery(filter)

  // Only the newest request may settle the state: a slow, older answer must not overwrite it.
  const load = useCallback((result: Promise<ShownList>, shown: boolean, then?: () => void) => {
    const request = ++latest.current
    if (shown) setStatus('loading')
    result.then(
      (loaded) => {
        if (request !== latest.current) return
        setList(loaded)
        setStatus('ready')
        then?.()
      },
      () => request === latest.current && setStatus('error'),
    )
  }, [])

  const reload = useCallback(
    (shown: boolean) => {
      asked.current = query
      load(
        fetchPage(filter, 0).then((page) => ({ query, ...page })),
        shown,
      )
    },
    [filter, query, load],
  )

  useEffect(() => {
    if (asked.current !== query) reload(true)
  }, [query, reload])

  /** False when the cards shown are not yet the filter's: the link then loads the next page. */
  const showMore = useCallback((): boolean => {
    if (list?.query !== query) return false
    const more = moreOf(filter)
    asked.current = filterQuery(more)
    load(
      fetchPage(more, filter.show).then((page) => ({
        query: filterQuery(more),
        items: [...list.items.slice(0, filter.show), ...page.items],
        total: page.total,
      })),
      true,
      () => onMore(more),
    )
    return true
  }, [filter, list, load, onMore, query])

  const latestReload = useRef(reload)
  useEffect(() => {
    latestReload.current = reload
  }, [reload])

  useEffect(() => {
    const quietly = () => latestReload.current(false)
    const onVisibility = () => document.visibilityState === 'visible' && quietly()
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener(inventoryUpdatedEvent, quietly)
    const channel =
      typeof BroadcastChannel === 'function' ? new BroadcastChannel(inventoryChannel) : null
    channel?.addEventListener('message', quietly)
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener(inventoryUpdatedEvent, quietly)
      channel?.close()
    }
  }, [])

  return { list, status, retry: () => reload(true), showMore }
}
