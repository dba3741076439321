'use client'

import { memo, type Ref } from 'react'

import { RowMenu } from '@/components/admin/RowMenu.client'
import { StockInput } from '@/components/admin/StockInput.client'
import type { InventoryApiItem } from '@/lib/inventory/contract'
import { formatPrice } from '@/lib/inventory/format'
import { daysSince } from '@/lib/inventory/in-stock'
import { unitStatusLabels, type UnitStatus } from '@/lib/inventory/lifecycle'

import styles from './InventoryTable.module.css'

export const placeholderImage = '/images/placeholder-trailer.svg'

type Props = {
  item: InventoryApiItem
  /** 'On hold until Monday, December 7 · Jane Doe' for a held unit (holdLine), else null. */
  hold: string | null
  /** The lead of the reservation holding the unit, where staff release it. */
  reservationLead: number | null
  editing: boolean
  formId: string
  /** The row's place in the whole list (1-based, the header row is 1), as it is windowed. */
  rowIndex: number
  /** The windowing's index of this row, read back when the row is measured. */
  dataIndex: number
  rowRef: Ref<HTMLTableRowElement>
  onToggleEdit: () => void
  onDelete: () => void
  onStock: (value: string) => Promise<boolean>
  onStatus: (status: UnitStatus) => void
  /** Checked for the bulk actions and 'Print stickers'. */
  selected: boolean
  onSelect: (selected: boolean) => void
}

const soldDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/* Shown only on a card, where the column headers are out of sight; the cells keep their headers. */
const CardLabel = ({ children }: { children: string }) => (
  <span className={styles.cardLabel} aria-hidden="true">
    {children}
  </span>
)

/** One unit on one line (a card on a phone): 'Edit' in sight, the other actions in its menu. */
function Row(props: Props) {
  const { item, editing, formId, rowIndex, rowRef, onToggleEdit, onDelete, onStock } = props
  // A sold unit's days stopped counting; its sale date says when.
  const days = item.status === 'sold' ? null : daysSince(item.in_stock_since, new Date())
  return (
    <tr
      ref={rowRef}
      role="row"
      aria-rowindex={rowIndex}
      data-index={props.dataIndex}
      className={`${styles.row} ${props.hold ? styles.heldRow : ''} ${editing ? styles.editingRow : ''}`}
    >
      <td role="cell" className={styles.imageCell}>
        {/* eslint-disable-next-line @next/next/no-img-element -- uploads may be remote; a thumbnail needs no optimisation */}
        <img
          className={styles.thumb}
          src={item.image_url || placeholderImage}
          alt=""
          width={64}
          height={48}
          loading="lazy"
          decoding="async"
          onError={(event) => {
            const image = event.currentTarget
            if (!image.src.endsWith(placeholderImage)) image.src = placeholderImage
          }}
        />
      </td>
      <th role="rowheader" scope="row" className={styles.modelCell}>
        <div className={styles.modelInner}>
          <label className={styles.select}>
            <input
              type="checkbox"
              checked={props.selected}
              onChange={(event) => props.onSelect(event.target.checked)}
            />
            <span className="visually-hidden">Select {item.model_name} for stickers</span>
          </label>
          <span className={styles.modelText} title={item.model_name}>
            <span className={styles.modelName}>{item.model_name}</span>{' '}
            <span className={styles.modelMeta}>
              {item.type} · {item.axle_configuration} axle
              {item.stock_number && ` · Stock # ${item.stock_number}`}
              {days !== null && ` · ${days} ${days === 1 ? 'day' : 'days'} in stock`}
            </span>
          </span>
          <span className={`${styles.status} ${styles[item.status]}`}>
            {unitStatusLabels[item.status]}
            {item.status === 'sold' &&
              item.sold_at &&
              ` ${soldDate.format(new Date(item.sold_at))}`}
          </span>
        </div>
        {props.hold && <p className={styles.hold}>{props.hold}</p>}
      </th>
      <td role="cell" className={styles.categoryCell}>
        {item.category_name}
      </td>
      <td role="cell" className={styles.materialCell}>
        {item.material}
      </td>
      <td role="cell" className={styles.priceCell}>
        <CardLabel>Price</CardLabel>
        <span className={styles.price}>{formatPrice(item.price)}</span>
      </td>
      <td role="cell" className={styles.stockCell}>
        <CardLabel>Stock</CardLabel>
        <StockInput
          value={item.stock_quantity}
          label={`Stock for ${item.model_name}`}
          onCommit={onStock}
        />
      </td>
      <td role="cell" className={styles.actionsCell}>
        <div className={styles.rowActions}>
          <button
            type="button"
            className="btn btn-outline"
            aria-expanded={editing}
            aria-controls={editing ? formId : undefined}
            aria-label={`${editing ? 'Cancel editing' : 'Edit'} ${item.model_name}`}
            onClick={onToggleEdit}
          >
            {editing ? 'Cancel' : 'Edit'}
          </button>
          <RowMenu
            item={item}
            reservationLead={props.reservationLead}
            onStatus={props.onStatus}
            onDelete={onDelete}
          />
        </div>
      </td>
    </tr>
  )
}

/*
 * A row draws again only when what it shows changes: a keystroke in the search box re-renders the
 * panel, and redrawing every row with it is what made typing slow on a slower CPU. The handlers
 * are new closures on each panel render but act on the row's own item, or through state setters,
 * so the ones a row already holds do the same.
 */
const sameRow = (before: Props, after: Props) =>
  before.item === after.item &&
  before.hold === after.hold &&
  before.reservationLead === after.reservationLead &&
  before.editing === after.editing &&
  before.selected === after.selected &&
  before.rowIndex === after.rowIndex &&
  before.dataIndex === after.dataIndex &&
  before.formId === after.formId

export const InventoryRow = memo(Row, sameRow)
