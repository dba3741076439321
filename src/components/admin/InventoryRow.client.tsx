'use client'

import { StockInput } from '@/components/admin/StockInput.client'
import type { InventoryApiItem } from '@/lib/inventory/contract'
import { formatPrice } from '@/lib/inventory/format'

import styles from './InventoryPanel.module.css'

export const placeholderImage = '/images/placeholder-trailer.svg'

type Props = {
  item: InventoryApiItem
  editing: boolean
  formId: string
  onToggleEdit: () => void
  onDelete: () => void
  onStock: (value: string) => Promise<boolean>
}

export function InventoryRow({ item, editing, formId, onToggleEdit, onDelete, onStock }: Props) {
  return (
    <tr className={editing ? styles.editingRow : undefined}>
      <td>
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
      <th scope="row" className={styles.modelCell}>
        <span className={styles.modelName}>{item.model_name}</span>
        <span className={styles.modelMeta}>
          {item.type} · {item.axle_configuration} axle
        </span>
      </th>
      <td>{item.category_name}</td>
      <td>{item.material}</td>
      <td className={styles.price}>{formatPrice(item.price)}</td>
      <td>
        <StockInput
          value={item.stock_quantity}
          label={`Stock for ${item.model_name}`}
          onCommit={onStock}
        />
      </td>
      <td>
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
