import type { InventoryPayload } from '@/lib/admin/form'
import type { CategoryApiItem, InventoryApiItem } from '@/lib/inventory/contract'
import type { UnitHolder } from '@/lib/inventory/held'

/* The panel's calls to the inventory API (spec §7). Failures carry the server's reason. */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

async function failure(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null
  const reason = typeof body?.error === 'string' && body.error ? body.error : response.statusText
  return new ApiError(response.status, reason)
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw await failure(response)
  return (await response.json()) as T
}

/** What the panel reads first; the page asks for them early (StaffScreen's preloads). */
export const inventoryListPaths = [
  '/api/inventory',
  '/api/categories',
  '/api/inventory/holds',
] as const

/*
 * In the fetch's default cache mode: the list answers `no-cache` with an ETag, so every read is
 * revalidated (as fresh as 'no-store'), and the first one takes the response the page preloaded.
 * The holders' names only add to the list: without them a held unit still shows its date.
 */
export async function loadInventory() {
  const [items, categories, holders] = await Promise.all([
    fetch(inventoryListPaths[0]).then(json<InventoryApiItem[]>),
    fetch(inventoryListPaths[1]).then(json<CategoryApiItem[]>),
    fetch(inventoryListPaths[2])
      .then(json<UnitHolder[]>)
      .catch((error: unknown) => {
        console.warn('Hold names not loaded:', error instanceof Error ? error.message : error)
        return []
      }),
  ])
  return { items, categories, holders }
}

/** POST a new item or PUT an existing one; answers the stored item when the server sends it. */
export async function saveInventoryItem(
  id: number | null,
  payload: InventoryPayload,
): Promise<InventoryApiItem | null> {
  const response = await fetch(id === null ? '/api/inventory' : `/api/inventory/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  })
  if (!response.ok) throw await failure(response)
  const body = (await response.json().catch(() => null)) as InventoryApiItem | null
  return body && typeof body.id === 'number' ? body : null
}

export async function deleteInventoryItem(id: number): Promise<void> {
  const response = await fetch(`/api/inventory/${id}`, { method: 'DELETE' })
  if (!response.ok) throw await failure(response)
}

/** Multipart upload with progress (fetch cannot report upload progress); resolves to the url. */
export function uploadImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    const body = new FormData()
    body.append('image', file)
    body.append('category', 'trailers')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    request.onload = () => {
      const url = (request.response as { url?: unknown } | null)?.url
      if (request.status >= 200 && request.status < 300 && typeof url === 'string') resolve(url)
      else reject(new ApiError(request.status, request.statusText || 'Upload failed'))
    }
    request.onerror = () => reject(new ApiError(0, 'Network error'))
    request.open('POST', '/api/upload-image')
    request.responseType = 'json'
    request.send(body)
  })
}

// A 409 means the stored item changed after this copy was read (optimistic concurrency).
export const conflictReason =
  'Someone else changed this item in the meantime. It has been reloaded with their changes; please make your change again.'

export const reasonOf = (error: unknown): string =>
  error instanceof ApiError && error.status === 409
    ? conflictReason
    : (error instanceof Error && error.message) || 'Unknown error'
