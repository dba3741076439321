'use client'

import { useCallback, useState } from 'react'

import { InventoryCard } from '@/components/inventory/InventoryCard.client'
import { InventoryFilters } from '@/components/inventory/InventoryFilters'
import { LazyLightbox, preloadLightbox } from '@/components/inventory/LazyLightbox.client'
import {
  moreOf,
  useInventoryPages,
  type ShownList,
} from '@/components/inventory/use-inventory-pages'
import { useUrlFilter } from '@/components/inventory/use-url-filter'
import type { InventoryApiItem } from '@/lib/inventory/contract'
import { compareLimits, comparePath } from '@/lib/inventory/compare'
import { filterQuery } from '@/lib/inventory/filters'
import type { FinancingTerms } from '@/lib/inventory/payment'
import type { PriceRules } from '@/lib/inventory/price-lines'

import styles from '@/components/inventory/InventoryBrowser.module.css'

type Viewer = { item: InventoryApiItem; opener: HTMLElement }

/* Cards in the first row(s) on a wide screen; the rest load lazily. */
const eagerCards = 3

/** The live part of /inventory: filters, summary, cards, the lightbox and the load states. */
export function InventoryBrowser({
  initial,
  phone,
  query,
  terms,
  rules,
}: {
  /** What the server drew (null when its read failed): the first page of the matches. */
  initial: ShownList | null
  phone: string
  /** The filter query the server rendered for ('' on the bare list). */
  query: string
  /** Financing for the 'Est. $X/mo' line; null shows none. */
  terms: FinancingTerms | null
  /** The processing charge each price shows. */
  rules: PriceRules
}) {
  const [filter, setFilter] = useUrlFilter(query)
  const { list, status, retry, showMore } = useInventoryPages(filter, initial, setFilter)
  const [viewer, setViewer] = useState<Viewer | null>(null)
  const waiting = status === 'loading'
  const openImages = useCallback(
    (item: InventoryApiItem, opener: HTMLElement) => setViewer({ item, opener }),
    [],
  )
  const closeViewer = useCallback(() => setViewer(null), [])
  const [compared, setCompared] = useState<number[]>([])
  const toggleCompare = useCallback(
    (id: number) =>
      setCompared((ids) =>
        ids.includes(id)
          ? ids.filter((other) => other !== id)
          : [...ids, id].slice(-compareLimits.max),
      ),
    [],
  )

  return (
    <>
      <InventoryFilters filter={filter} onChange={setFilter} />
      {/* Above the list when one is shown (a reload failed or is retried), in its place otherwise. */}
      {waiting && (
        <p className={list ? styles.notice : styles.state} role="status">
          Loading inventory...
        </p>
      )}
      {status === 'error' && (
        <div className={list ? `${styles.notice} ${styles.failed}` : styles.state} role="alert">
          <h2>Error Loading Inventory</h2>
          <p>Failed to fetch inventory data</p>
          <button type="button" className="btn btn-primary" onClick={retry}>
            Retry
          </button>
        </div>
      )}
      {list && (
        <>
          <p className={styles.summary} role="status">
            {list.total} trailer(s) in stock
          </p>
          {list.total === 0 ? (
            <div className={styles.state}>
              <h2>No trailers found</h2>
              <p>Try adjusting your search criteria or check back later for new inventory.</p>
            </div>
          ) : (
            <ul
              className={styles.grid}
              aria-label="Trailers in stock"
              onPointerEnter={preloadLightbox}
              onFocus={preloadLightbox}
            >
              {list.items.map((item, index) => (
                <li key={item.id}>
                  <InventoryCard
                    item={item}
                    phone={phone}
                    eager={index < eagerCards}
                    terms={terms}
                    rules={rules}
                    compared={compared.includes(item.id)}
                    onCompare={toggleCompare}
                    onOpenImages={openImages}
                  />
                </li>
              ))}
            </ul>
          )}
          {list.total > list.items.length && (
            <p className={styles.more}>
              <span>
                Showing {list.items.length} of {list.total}
              </span>
              {/* Without JavaScript the server draws more; with it, only the next cards load. */}
              <a
                className="btn btn-outline"
                href={`/inventory?${filterQuery(moreOf(filter))}`}
                onClick={(event) => {
                  if (showMore()) event.preventDefault()
                }}
              >
                Show more trailers
              </a>
            </p>
          )}
        </>
      )}
      {compared.length > 0 && (
        <div className={styles.compareBar} role="region" aria-label="Compare trailers">
          <p>
            {compared.length} of {compareLimits.max} selected to compare
          </p>
          {compared.length >= compareLimits.min ? (
            <a className="btn btn-primary" href={comparePath(compared)}>
              Compare ({compared.length})
            </a>
          ) : (
            <p>Pick one more</p>
          )}
        </div>
      )}
      {viewer && (
        <LazyLightbox
          images={viewer.item.image_urls}
          title={`Venture ${viewer.item.model_name}`}
          startIndex={0}
          onClose={closeViewer}
          returnFocus={viewer.opener}
        />
      )}
    </>
  )
}
