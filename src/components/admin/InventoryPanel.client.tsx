'use client'

import { useDeferredValue, useMemo, useState } from 'react'

import { announceInventoryChange } from '@/components/admin/announce'
import { BulkActions } from '@/components/admin/bulk/BulkActions.client'
import { ErrorBanner } from '@/components/admin/ErrorBanner'
import { TransferActions } from '@/components/admin/import/TransferActions.client'
import {
  ApiError,
  deleteInventoryItem,
  reasonOf,
  saveInventoryItem,
} from '@/components/admin/inventory-api'
import { InventoryTable } from '@/components/admin/InventoryTable.client'
import { InventoryToolbar } from '@/components/admin/InventoryToolbar'
import { ItemForm, type SaveOutcome } from '@/components/admin/ItemForm.client'
import { Modal } from '@/components/admin/Modal.client'
import { PrintStickers } from '@/components/admin/PrintStickers'
import { useInventory } from '@/components/admin/use-inventory'
import type { FirstInventory } from '@/lib/admin/first-rows'
import { withStatus, withStock } from '@/lib/admin/form'
import {
  filterInventory,
  sortInventory,
  type InventorySort,
  type InventoryStatusFilter,
} from '@/lib/admin/inventory-view'
import type { TrailerModel } from '@/lib/catalogue/types'
import type { InventoryApiItem } from '@/lib/inventory/contract'
import { unitStatusLabels, type UnitStatus } from '@/lib/inventory/lifecycle'

import styles from './InventoryPanel.module.css'

const uploadFailedMessage =
  'Item saved successfully, but image upload failed. You can edit the item later to add images.'
const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409

type Props = {
  models: TrailerModel[]
  /** The first rows, read with the page (null when that read failed): the whole list follows. */
  first: FirstInventory | null
}

export function InventoryPanel({ models, first }: Props) {
  const { list, categories, holders, loading, banner, showError, reload, replaceItem } =
    useInventory(first)
  const items = list?.items ?? null
  const [search, setSearch] = useState('')
  const [categoryId, setCategoryId] = useState('')
  const [status, setStatus] = useState<InventoryStatusFilter>('')
  const [editingId, setEditingId] = useState<number | null>(null)
  const [adding, setAdding] = useState(false)
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [sort, setSort] = useState<InventorySort>(null)
  // The box shows each keystroke at once; the thousand-row filter follows when React has time.
  const deferredSearch = useDeferredValue(search)
  const visible = useMemo(
    () => items && sortInventory(filterInventory(items, deferredSearch, categoryId, status), sort),
    [items, deferredSearch, categoryId, status, sort],
  )
  // Until the whole list is in, only the unfiltered count is known: the server counted it.
  const unfiltered = deferredSearch.trim() === '' && categoryId === '' && status === ''
  const count =
    !list || !visible ? null : list.complete ? visible.length : unfiltered ? list.total : null

  if (loading) return <p className={styles.loading}>Loading inventory management...</p>

  async function remove(item: InventoryApiItem) {
    if (!window.confirm('Are you sure you want to delete this inventory item?')) return
    try {
      await deleteInventoryItem(item.id)
    } catch (error) {
      showError(`Failed to delete inventory item: ${reasonOf(error)}`)
      return
    }
    if (editingId === item.id) setEditingId(null)
    announceInventoryChange('delete', item.id)
    await reload()
  }

  async function changeStock(item: InventoryApiItem, value: string): Promise<boolean> {
    try {
      const payload = withStock(item, value)
      const saved = await saveInventoryItem(item.id, payload)
      replaceItem(saved ?? { ...item, stock_quantity: payload.stock_quantity })
      announceInventoryChange('stock', item.id)
      return true
    } catch (error) {
      showError(`Failed to update stock quantity: ${reasonOf(error)}`)
      if (isConflict(error)) await reload()
      return false
    }
  }

  async function changeStatus(item: InventoryApiItem, next: UnitStatus) {
    try {
      const saved = await saveInventoryItem(item.id, withStatus(item, next))
      replaceItem(saved ?? { ...item, status: next })
      announceInventoryChange('update', item.id)
    } catch (error) {
      showError(`Failed to mark as ${unitStatusLabels[next].toLowerCase()}: ${reasonOf(error)}`)
      if (isConflict(error)) await reload()
    }
  }

  function saved({ action, id, uploadFailed }: SaveOutcome) {
    announceInventoryChange(action, id)
    setAdding(false)
    setEditingId(null)
    showError(uploadFailed ? uploadFailedMessage : null, uploadFailed)
    void reload()
  }

  function saveFailed(error: unknown) {
    showError(`Failed to save inventory item: ${reasonOf(error)}`)
    if (isConflict(error)) void reload()
  }

  function select(item: InventoryApiItem, checked: boolean) {
    setSelected((current) => {
      const next = new Set(current)
      if (checked) next.add(item.id)
      else next.delete(item.id)
      return next
    })
  }

  // Checked units that a reload or a delete removed are neither printed nor changed.
  const checked = (items ?? []).filter((item) => selected.has(item.id))
  const checkedIds = checked.map((item) => item.id)
  const formProps = { categories, onSaved: saved, onFailed: saveFailed }

  return (
    <section className={styles.panel} aria-labelledby="panel-title">
      <div className={styles.top}>
        <h1 id="panel-title">Inventory Management</h1>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            setEditingId(null)
            setAdding(true)
          }}
        >
          + Add New Trailer
        </button>
        <PrintStickers ids={checkedIds} />
        <TransferActions onImported={() => void reload()} />
      </div>
      {banner && <ErrorBanner message={banner} onDismiss={() => showError(null)} />}
      <InventoryToolbar
        search={search}
        onSearch={setSearch}
        categoryId={categoryId}
        onCategory={setCategoryId}
        categories={categories}
        status={status}
        onStatus={setStatus}
        sort={sort}
        onSort={setSort}
        count={count}
      />
      {visible && (
        <BulkActions
          checked={checked}
          shownCount={visible.length}
          onCheckAll={() => setSelected(new Set(visible.map((item) => item.id)))}
          onClear={() => setSelected(new Set())}
          onDone={async () => {
            announceInventoryChange('update', 0)
            await reload()
          }}
        />
      )}
      {visible && (
        <InventoryTable
          items={visible}
          holders={holders}
          editingId={editingId}
          onToggleEdit={(item) => setEditingId(editingId === item.id ? null : item.id)}
          onDelete={remove}
          onStock={changeStock}
          onStatus={changeStatus}
          selected={selected}
          onSelect={select}
          sort={sort}
          onSort={setSort}
          busy={search !== deferredSearch || !list?.complete}
          editForm={(item) => (
            <ItemForm
              key={`${item.id}-${item.updated_at}`}
              item={item}
              onCancel={() => setEditingId(null)}
              {...formProps}
            />
          )}
        />
      )}
      {adding && (
        <Modal title="Add New Inventory Item" onClose={() => setAdding(false)} wide>
          <ItemForm models={models} onCancel={() => setAdding(false)} {...formProps} />
        </Modal>
      )}
    </section>
  )
}
