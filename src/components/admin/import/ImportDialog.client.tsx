'use client'

import { useState } from 'react'

import {
  applyImport,
  previewImport,
  type ImportPreview as Preview,
} from '@/components/admin/import/import-api'
import { ImportPreview } from '@/components/admin/import/ImportPreview'
import { reasonOf } from '@/components/admin/inventory-api'
import { importLimits } from '@/lib/inventory/transfer/limits'

import styles from './Import.module.css'

type Props = { onApplied: (message: string) => void }

/** Choose a CSV file, see what it would do, then apply it (or choose another). */
export function ImportDialog({ onApplied }: Props) {
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<Preview | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function run<T>(step: () => Promise<T>): Promise<T | null> {
    setBusy(true)
    setError(null)
    try {
      return await step()
    } catch (failure) {
      setError(reasonOf(failure))
      return null
    } finally {
      setBusy(false)
    }
  }

  async function showPreview(event: React.FormEvent) {
    event.preventDefault()
    if (!file) return setError('Choose a CSV file first')
    if (file.size > importLimits.bytes) return setError('The file is larger than 5 MB')
    setPreview(await run(() => previewImport(file)))
  }

  async function apply() {
    if (!file || !preview) return
    const result = await run(() => applyImport(file, preview))
    if (result) {
      onApplied(`Import done: ${result.created} created, ${result.updated} updated.`)
    }
  }

  const writes = preview ? preview.create.length + preview.update.length : 0
  return (
    <div className={styles.dialog}>
      <form onSubmit={showPreview} className={styles.choose}>
        <label htmlFor="import-file">CSV file (up to 5 MB, {importLimits.rows} rows)</label>
        <input
          id="import-file"
          type="file"
          accept=".csv,text/csv"
          data-autofocus
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null)
            setPreview(null)
          }}
        />
        <button type="submit" className="btn btn-secondary" disabled={busy || !file}>
          {busy && !preview ? 'Reading…' : 'Preview'}
        </button>
      </form>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {preview && <ImportPreview preview={preview} />}
      {preview && (
        <div className={styles.actions}>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy || writes === 0}
            onClick={apply}
          >
            {busy ? 'Applying…' : `Apply (${writes} ${writes === 1 ? 'unit' : 'units'})`}
          </button>
        </div>
      )}
    </div>
  )
}
