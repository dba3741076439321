'use client'

import { Fragment, useId, type ReactNode } from 'react'

import { InventoryRow } from '@/components/admin/InventoryRow.client'
import type { InventoryApiItem } from '@/lib/inventory/contract'
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

type Props = {
  items: InventoryApiItem[]
  editingId: number | null
  onToggleEdit: (item: InventoryApiItem) => void
  onDelete: (item: InventoryApiItem) => void
  onStock: (item: InventoryApiItem, value: string) => Promise<boolean>
  onStatus: (item: InventoryApiItem, status: UnitStatus) => void
  selected: ReadonlySet<number>
  onSelect: (item: InventoryApiItem, selected: boolean) => void
  /** The inline edit form, rendered in a full-width row under the edited item. */
  editForm: (item: InventoryApiItem) => ReactNode
}

/*
 * The staff table (spec §2). On a narrow panel the same rows are laid out as cards by a container
 * query in the CSS module: one copy of every control, and the table stays a table for assistive
 * technology. The explicit roles are what keeps it one: some browsers (WebKit) drop a table's
 * semantics once CSS changes the display of its parts.
 */
export function InventoryTable({
  items,
  editingId,
  onToggleEdit,
  onDelete,
  onStock,
  onStatus,
  selected,
  onSelect,
  editForm,
}: Props) {
  const formId = useId()
  const captionId = useId()
  return (
    <div className={styles.wrap}>
      <div className={styles.scroll}>
        <table className={styles.table} role="table" aria-labelledby={captionId}>
          <caption id={captionId} className="visually-hidden">
            Inventory items
          </caption>
          <thead role="rowgroup" className={styles.head}>
            <tr role="row">
              {inventoryColumns.map((column) => (
                <th key={column} scope="col" role="columnheader">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className={styles.body}>
            {items.map((item) => (
              <Fragment key={item.id}>
                <InventoryRow
                  item={item}
                  editing={editingId === item.id}
                  formId={formId}
                  onToggleEdit={() => onToggleEdit(item)}
                  onDelete={() => onDelete(item)}
                  onStock={(value) => onStock(item, value)}
                  onStatus={(status) => onStatus(item, status)}
                  selected={selected.has(item.id)}
                  onSelect={(checked) => onSelect(item, checked)}
                />
                {editingId === item.id && (
                  <tr role="row" className={styles.formRow}>
                    <td role="cell" colSpan={inventoryColumns.length} id={formId}>
                      {editForm(item)}
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
