'use client'

import { useState, type FormEvent } from 'react'

import { CataloguePicker } from '@/components/admin/CataloguePicker.client'
import { FeatureChecklist } from '@/components/admin/FeatureChecklist.client'
import { storedImage, type ImageEntry } from '@/components/admin/images/image-entry'
import { ImageUploader } from '@/components/admin/images/ImageUploader.client'
import { uploadPending } from '@/components/admin/images/upload-images'
import { saveInventoryItem } from '@/components/admin/inventory-api'
import { ItemFormFields } from '@/components/admin/ItemFormFields.client'
import { SpecificationFields } from '@/components/admin/SpecificationFields.client'
import { autofillFromModel } from '@/lib/admin/autofill'
import { emptyForm, formFromItem, toInventoryPayload, type InventoryForm } from '@/lib/admin/form'
import type { TrailerModel } from '@/lib/catalogue/types'
import type { CategoryApiItem, InventoryApiItem } from '@/lib/inventory/contract'
import { inventoryLimits } from '@/lib/inventory/options'

import styles from './ItemForm.module.css'

export type SaveOutcome = { action: 'create' | 'update'; id: number; uploadFailed: boolean }

type Props = {
  /** The item being edited; without it the form adds a new one. */
  item?: InventoryApiItem
  /** Catalogue models for the picker (add form only). */
  models?: TrailerModel[]
  categories: CategoryApiItem[]
  onCancel: () => void
  onSaved: (outcome: SaveOutcome) => void
  onFailed: (error: unknown) => void
}

/*
 * The add and edit form. It is mounted afresh for every add and every edit, which is what resets
 * it on cancel, after save and when add is opened (spec §4).
 */
export function ItemForm({ item, models, categories, onCancel, onSaved, onFailed }: Props) {
  const [form, setForm] = useState<InventoryForm>(() => (item ? formFromItem(item) : emptyForm))
  const [images, setImages] = useState<ImageEntry[]>(() => form.image_urls.map(storedImage))
  const [progress, setProgress] = useState<Record<string, number>>({})
  const [saving, setSaving] = useState(false)
  const update = (patch: Partial<InventoryForm>) => setForm((current) => ({ ...current, ...patch }))

  function pick(model: TrailerModel) {
    const fill = autofillFromModel(model)
    setForm((current) => ({
      ...current,
      ...fill,
      specifications: { ...current.specifications, ...fill.specifications },
    }))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSaving(true)
    const uploads = await uploadPending(images, (key, percent) =>
      setProgress((current) => ({ ...current, [key]: percent })),
    )
    setImages(uploads.entries)
    setProgress({})
    const payload = toInventoryPayload({ ...form, image_urls: uploads.entries.map((e) => e.src) })
    try {
      const stored = await saveInventoryItem(
        item ? item.id : null,
        item ? { ...payload, updatedAt: item.updated_at } : payload,
      )
      const id = stored?.id ?? item?.id ?? 0
      onSaved({ action: item ? 'update' : 'create', id, uploadFailed: uploads.uploadFailed })
    } catch (error) {
      setSaving(false)
      onFailed(error)
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={saving}>
      {models && <CataloguePicker models={models} onPick={pick} disabled={saving} />}
      <ItemFormFields form={form} update={update} categories={categories} disabled={saving} />
      <FeatureChecklist
        selected={form.features}
        onChange={(features) => update({ features })}
        disabled={saving}
      />
      <SpecificationFields
        specifications={form.specifications}
        onChange={(field, value) =>
          update({ specifications: { ...form.specifications, [field]: value } })
        }
        disabled={saving}
      />
      <ImageUploader
        images={images}
        onChange={setImages}
        progress={progress}
        max={inventoryLimits.imagesPerItem}
        disabled={saving}
      />
      <div className={styles.actions}>
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Saving...' : item ? 'Update Item' : 'Add Item'}
        </button>
      </div>
    </form>
  )
}
