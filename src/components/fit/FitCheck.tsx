import type { ReactNode } from 'react'

import { FitCheckForm } from '@/components/fit/FitCheckForm'
import { filterQuery, type InventoryFilter } from '@/lib/inventory/filters'

import styles from './Fit.module.css'

/**
 * 'Will it fit?' on /inventory, unit pages and the finder: the form, folded until a boat is
 * described, and its result (`children`). It always asks /inventory, so every check is a list
 * address cached like any filter (ADR 0044); on /inventory the list's own filters are kept.
 */
export function FitCheck({ filter, children }: { filter: InventoryFilter; children?: ReactNode }) {
  const keep = Object.fromEntries(new URLSearchParams(filterQuery({ ...filter, fit: null })))
  return (
    <details className={styles.panel} open={filter.fit !== null}>
      <summary>Will my boat fit? Check it against the trailers in stock</summary>
      <FitCheckForm action="/inventory" boat={filter.fit} keep={keep} />
      {children}
    </details>
  )
}
