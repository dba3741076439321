'use client'

import { useState } from 'react'

import { clampStock } from '@/lib/admin/form'
import { inventoryLimits } from '@/lib/inventory/options'

import styles from './InventoryTable.module.css'

type Props = { value: number; label: string; onCommit: (value: string) => Promise<boolean> }

/** The stock number edited in the table row; saved when the box loses focus or on Enter. */
export function StockInput({ value, label, onCommit }: Props) {
  const [draft, setDraft] = useState(String(value))
  const [saving, setSaving] = useState(false)
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    // The stored value changed (saved, or reloaded after a conflict): show it.
    setShown(value)
    setDraft(String(value))
  }

  async function commit() {
    if (clampStock(draft) === value && draft !== '') return
    setSaving(true)
    const saved = await onCommit(draft)
    setSaving(false)
    if (!saved) setDraft(String(value))
  }

  return (
    <input
      className={styles.stock}
      type="number"
      inputMode="numeric"
      min={0}
      max={inventoryLimits.stock}
      step={1}
      aria-label={label}
      value={draft}
      aria-busy={saving}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur()
      }}
    />
  )
}
