'use client'

import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'

import { InventoryRow } from '@/components/admin/InventoryRow.client'
import { useCardLayout } from '@/components/admin/use-card-layout'
import {
  ariaSortOf,
  holdLine,
  nextSort,
  type InventorySort,
  type InventorySortKey,
} from '@/lib/admin/inventory-view'
import type { InventoryApiItem } from '@/lib/inventory/contract'
import type { UnitHolder } from '@/lib/inventory/held'
import type { UnitStatus } from '@/lib/inventory/lifecycle'

import styles from './InventoryTable.module.css'

export const inventoryColumns = [
  'Image',
  'Model Name',
  'Category',
  'Material',
  'Price',
  'Stock',
  'Actions',
] as const

const sortable: Partial<Record<(typeof inventoryColumns)[number], InventorySortKey>> = {
  'Model Name': 'name',
  Price: 'price',
  Stock: 'stock',
}

/*
 * Heights the CSS module fixes (a one-line row, a card), so an estimate is the real size and
 * the list does not jump as rows are measured; the edit form is measured when it opens.
 */
const rowHeight = 65
const cardHeight = 226
/** A held unit's row and card are taller by its hold and who holds it. */
const heldRowHeight = 88
const heldCardHeight = 270
const cardGap = 16
/** Rows rendered beyond the screen, each way: enough for a fast scroll or a Tab to land on. */
const overscan = 8
/*
 * The window the server draws the first rows for (issue 54; it has no window to measure), at the
 * top of the page. The browser's first render assumes the same, so hydration finds the same rows;
 * the real window and scroll are read in the layout effect after it, before the browser paints.
 */
const serverWindow = { rect: { width: 1280, height: 900 }, offset: 0 }

type Props = {
  items: InventoryApiItem[]
  /** Who holds each held unit, by unit id. */
  holders: ReadonlyMap<number, UnitHolder>
  editingId: number | null
  onToggleEdit: (item: InventoryApiItem) => void
  onDelete: (item: InventoryApiItem) => void
  onStock: (item: InventoryApiItem, value: string) => Promise<boolean>
  onStatus: (item: InventoryApiItem, status: UnitStatus) => void
  selected: ReadonlySet<number>
  onSelect: (item: InventoryApiItem, selected: boolean) => void
  sort: InventorySort
  onSort: (sort: InventorySort) => void
  /** The rows are still those of an earlier search while the newest is being filtered. */
  busy: boolean
  /** The inline edit form, rendered in a full-width row under the edited item. */
  editForm: (item: InventoryApiItem) => ReactNode
}

/**
 * A unit's row, or the edit form's row under it; `at` is the unit's place in `items`, `hold` the
 * unit row's hold line when it is held.
 */
type Entry = { kind: 'item' | 'form'; item: InventoryApiItem; at: number; hold: string | null }

/*
 * The staff table (spec §2), windowed (issue 40): the document holds the rows on screen plus a
 * margin, with spacer rows for the rest, so a thousand units cost what a screenful does;
 * aria-rowcount and aria-rowindex tell assistive technology the whole list's size. On a narrow
 * panel the rows are cards by a container query: one copy of every control, and the table stays
 * a table (the explicit roles keep it one where CSS display changes would drop it).
 */
export function InventoryTable(props: Props) {
  const { items, holders, editingId, selected, sort } = props
  const formId = useId()
  const captionId = useId()
  const wrapRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLTableSectionElement>(null)
  const cards = useCardLayout(wrapRef)
  const [scrollMargin, setScrollMargin] = useState(0)

  const now = new Date()
  const entries: Entry[] = items.flatMap((item, at): Entry[] => {
    const hold = holdLine(item, holders.get(item.id), now)
    return item.id === editingId
      ? [
          { kind: 'item', item, at, hold },
          { kind: 'form', item, at, hold: null },
        ]
      : [{ kind: 'item', item, at, hold }]
  })

  useLayoutEffect(() => {
    const body = bodyRef.current
    if (body) setScrollMargin(body.getBoundingClientRect().top + window.scrollY)
  }, [cards, items.length])

  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    estimateSize: (index) => {
      const held = entries[index].hold !== null
      if (cards) return held ? heldCardHeight : cardHeight
      return held ? heldRowHeight : rowHeight
    },
    getItemKey: (index) => `${entries[index].kind}-${entries[index].item.id}`,
    gap: cards ? cardGap : 0,
    overscan,
    scrollMargin,
    initialRect: serverWindow.rect,
    initialOffset: serverWindow.offset,
  })
  const virtualRows = virtualizer.getVirtualItems()
  const before = virtualRows.length > 0 ? virtualRows[0].start - scrollMargin : 0
  const after =
    virtualRows.length > 0 ? virtualizer.getTotalSize() - virtualRows.at(-1)!.end + scrollMargin : 0

  return (
    <div className={styles.wrap} ref={wrapRef}>
      <table
        className={styles.table}
        role="table"
        aria-labelledby={captionId}
        aria-rowcount={items.length + 1}
        aria-busy={props.busy || undefined}
      >
        <caption id={captionId} className="visually-hidden">
          Inventory items
        </caption>
        <thead role="rowgroup" className={styles.head}>
          <tr role="row" aria-rowindex={1}>
            {inventoryColumns.map((column) => {
              const key = sortable[column]
              return (
                <th
                  key={column}
                  scope="col"
                  role="columnheader"
                  className={styles[`col${column.replace(' ', '')}`]}
                  aria-sort={key ? ariaSortOf(sort, key) : undefined}
                >
                  {key ? (
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() => props.onSort(nextSort(sort, key))}
                    >
                      {column}
                    </button>
                  ) : (
                    column
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody role="rowgroup" className={styles.body} ref={bodyRef}>
          {before > 0 && (
            <tr aria-hidden="true" className={styles.spacer} style={{ height: before }} />
          )}
          {virtualRows.map((row) => {
            const entry = entries[row.index]
            const { item, hold } = entry
            if (entry.kind === 'form') {
              return (
                <tr
                  key={row.key}
                  ref={virtualizer.measureElement}
                  data-index={row.index}
                  role="row"
                  className={styles.formRow}
                >
                  <td role="cell" colSpan={inventoryColumns.length} id={formId}>
                    {props.editForm(item)}
                  </td>
                </tr>
              )
            }
            return (
              <InventoryRow
                key={row.key}
                rowRef={virtualizer.measureElement}
                rowIndex={entry.at + 2}
                dataIndex={row.index}
                item={item}
                hold={hold}
                reservationLead={hold ? (holders.get(item.id)?.lead ?? null) : null}
                editing={editingId === item.id}
                formId={formId}
                onToggleEdit={() => props.onToggleEdit(item)}
                onDelete={() => props.onDelete(item)}
                onStock={(value) => props.onStock(item, value)}
                onStatus={(status) => props.onStatus(item, status)}
                selected={selected.has(item.id)}
                onSelect={(checked) => props.onSelect(item, checked)}
              />
            )
          })}
          {after > 0 && (
            <tr aria-hidden="true" className={styles.spacer} style={{ height: after }} />
          )}
        </tbody>
      </table>
    </div>
  )
}
