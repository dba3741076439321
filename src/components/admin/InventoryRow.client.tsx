'use client'

import { StockInput } from '@/components/admin/StockInput.client'
import type { InventoryApiItem } from '@/lib/inventory/contract'
import { formatPrice } from '@/lib/inventory/format'
import { unitStatusLabels, type UnitStatus } from '@/lib/inventory/lifecycle'
import { stickerPath } from '@/lib/stickers/link'

import styles from './InventoryTable.module.css'

export const placeholderImage = '/images/placeholder-trailer.svg'

type Props = {
  item: InventoryApiItem
  editing: boolean
  formId: string
  onToggleEdit: () => void
  onDelete: () => void
  onStock: (value: string) => Promise<boolean>
  onStatus: (status: UnitStatus) => void
  /** Checked for 'Print stickers'. */
  selected: boolean
  onSelect: (selected: boolean) => void
}

const soldDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/* The two one-tap moves staff make on the lot; a held or sold unit offers its way back. */
function quickActions(status: UnitStatus): { label: string; status: UnitStatus }[] {
  if (status === 'sold') return [{ label: 'Mark available', status: 'available' }]
  return [
    status === 'pending_sale'
      ? { label: 'Mark available', status: 'available' }
      : { label: 'Mark pending', status: 'pending_sale' },
    { label: 'Mark sold', status: 'sold' },
  ]
}

/* Shown only on a card, where the column headers are out of sight; the cells keep their headers. */
const CardLabel = ({ children }: { children: string }) => (
  <span className={styles.cardLabel} aria-hidden="true">
    {children}
  </span>
)

export function InventoryRow(props: Props) {
  const { item, editing, formId, onToggleEdit, onDelete, onStock, onStatus, selected, onSelect } =
    props
  return (
    <tr role="row" className={`${styles.row} ${editing ? styles.editingRow : ''}`}>
      <td role="cell" className={styles.imageCell}>
        {/* eslint-disable-next-line @next/next/no-img-element -- uploads may be remote; a thumbnail needs no optimisation */}
        <img
          className={styles.thumb}
          src={item.image_url || placeholderImage}
          alt=""
          width={80}
          height={60}
          loading="lazy"
          onError={(event) => {
            const image = event.currentTarget
            if (!image.src.endsWith(placeholderImage)) image.src = placeholderImage
          }}
        />
      </td>
      <th role="rowheader" scope="row" className={styles.modelCell}>
        <label className={styles.select}>
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
          />
          <span className="visually-hidden">Select {item.model_name} for stickers</span>
        </label>
        <span className={styles.modelName}>{item.model_name}</span>
        <span className={styles.modelMeta}>
          {item.type} · {item.axle_configuration} axle
          {item.stock_number && ` · Stock # ${item.stock_number}`}
        </span>
        <span className={`${styles.status} ${styles[item.status]}`}>
          {unitStatusLabels[item.status]}
          {item.status === 'sold' && item.sold_at && ` ${soldDate.format(new Date(item.sold_at))}`}
        </span>
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
          {quickActions(item.status).map((action) => (
            <button
              key={action.label}
              type="button"
              className="btn btn-outline"
              aria-label={`${action.label}: ${item.model_name}`}
              onClick={() => onStatus(action.status)}
            >
              {action.label}
            </button>
          ))}
          <a
            className="btn btn-outline"
            href={stickerPath(item.id)}
            target="_blank"
            rel="noopener"
            aria-label={`Sticker for ${item.model_name} (PDF, opens in a new tab)`}
          >
            Sticker
          </a>
          <button
            type="button"
            className={`btn ${styles.danger}`}
            aria-label={`Delete ${item.model_name}`}
            onClick={onDelete}
          >
            Delete
          </button>
        </div>
      </td>
    </tr>
  )
}
