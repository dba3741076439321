import { expect } from 'vitest'

import { POST as applyRoute } from '@/app/api/inventory/import/apply/route'
import { POST as previewRoute } from '@/app/api/inventory/import/preview/route'
import { GET as exportRoute } from '@/app/api/inventory/export.csv/route'
import type { ImportPreview } from '@/server/inventory/transfer/import'

import { appUrl } from './app-url'

export const csvRequest = (path: string, text: string, headers?: Headers) => {
  const all = new Headers(headers)
  all.set('content-type', 'text/csv')
  return new Request(appUrl(path), { method: 'POST', headers: all, body: text })
}

export const previewResponse = (text: string, headers?: Headers) =>
  previewRoute(csvRequest('/api/inventory/import/preview?name=test.csv', text, headers), {})

/** Applies a file; with the preview's `version`, as the panel sends it. */
export const applyResponse = (text: string, headers?: Headers, version?: string) =>
  applyRoute(
    csvRequest(
      `/api/inventory/import/apply?name=test.csv${version ? `&version=${encodeURIComponent(version)}` : ''}`,
      text,
      headers,
    ),
    {},
  )

export const exportResponse = (headers?: Headers) =>
  exportRoute(new Request(appUrl('/api/inventory/export.csv'), { headers }), {})

export async function preview(text: string, headers: Headers): Promise<ImportPreview> {
  const response = await previewResponse(text, headers)
  expect(response.status).toBe(200)
  return response.json()
}

export async function exported(headers: Headers): Promise<string> {
  const response = await exportResponse(headers)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  return response.text()
}

/** A CSV text from rows of cells, quoting every cell. */
export const csv = (rows: (string | number)[][]) =>
  rows
    .map((row) => row.map((cell) => `"${String(cell).replaceAll('"', '""')}"`).join(','))
    .join('\n')
