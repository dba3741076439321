import { ApiError } from '@/components/admin/inventory-api'
import type { FieldChange } from '@/lib/inventory/transfer/diff'

/* The panel's calls to the import API: the file goes as the raw body, its name in the query. */

type Unit = { row: number; model_name: string; stock_number: string | null }

export type ImportPreview = {
  rows: number
  columns: { header: string; column: string | null }[]
  create: Unit[]
  update: (Unit & { id: number; changes: FieldChange[] })[]
  unchanged: number
  refused: { row: number; reason: string }[]
  version: string
}

export type ImportResult = { rows: number; created: number; updated: number; refused: number }

async function send<T>(step: 'preview' | 'apply', file: File, version?: string): Promise<T> {
  const query = new URLSearchParams({ name: file.name, ...(version && { version }) })
  const response = await fetch(`/api/inventory/import/${step}?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv' },
    body: file,
  })
  const body = (await response.json().catch(() => null)) as (T & { error?: unknown }) | null
  if (!response.ok || !body) {
    const reason = typeof body?.error === 'string' ? body.error : response.statusText
    throw new ApiError(response.status, reason || 'The server did not answer')
  }
  return body
}

export const previewImport = (file: File) => send<ImportPreview>('preview', file)
/* With the preview's version: the server refuses the file if it or its units changed since. */
export const applyImport = (file: File, preview: ImportPreview) =>
  send<ImportResult>('apply', file, preview.version)
