import path from 'node:path'

import { expect } from 'vitest'

import { GET as getOne } from '@/app/api/inventory/[id]/route'
import { GET as getList, POST } from '@/app/api/inventory/route'
import type { InventoryApiItem } from '@/lib/inventory/contract'
import { sampleInventoryItem } from '@/lib/inventory/sample'

import { appUrl } from './app-url'
import { jsonRequest, payload, routeParams, signedInHeaders } from './requests'

/* Categories of their own, so these tests neither need the seed nor clash with other files. */
export const testCategories = [
  { id: 901, name: 'Test Aluminum Bunk Trailers' },
  { id: 902, name: 'Test Galvanized Roller Trailers' },
] as const

export async function ensureTestCategories(): Promise<void> {
  const client = await payload()
  for (const category of testCategories) {
    const { totalDocs } = await client.count({
      collection: 'categories',
      where: { id: { equals: category.id } },
    })
    if (totalDocs === 0) await client.create({ collection: 'categories', data: category })
  }
}

/** A valid POST /api/inventory body, as the admin form sends it. */
export const validBody = (overrides: Record<string, unknown> = {}) => ({
  ...sampleInventoryItem({
    model_name: 'VAB-2025 Test Bunk',
    category_id: 901,
    price: 3895.5,
    image_url: '/images/inventory/demo-01.webp',
    image_urls: ['/images/inventory/demo-01.webp', '/images/inventory/demo-02.webp'],
    notes: '',
  }),
  ...overrides,
})

/** Deletes the media (and so the files) behind upload URLs a test created. */
export async function removeUploads(urls: string[]): Promise<void> {
  const filenames = urls.map((imageUrl) => decodeURIComponent(path.basename(imageUrl)))
  if (filenames.length === 0) return
  const client = await payload()
  await client.delete({ collection: 'media', where: { filename: { in: filenames } } })
}

let staffHeaders: Promise<Headers> | undefined

/** One staff session per test file. */
export const staff = (): Promise<Headers> => (staffHeaders ??= signedInHeaders('staff'))

export async function createItem(
  overrides: Record<string, unknown> = {},
): Promise<InventoryApiItem> {
  const request = jsonRequest('/api/inventory', 'POST', validBody(overrides), await staff())
  const response = await POST(request, {})
  expect(response.status).toBe(201)
  return response.json()
}

export async function listItems(): Promise<InventoryApiItem[]> {
  const response = await getList(new Request(appUrl('/api/inventory')), {})
  expect(response.status).toBe(200)
  return response.json()
}

export const getItem = (id: number | string) =>
  getOne(new Request(appUrl(`/api/inventory/${id}`)), routeParams({ id: String(id) }))

export const errorOf = async (response: Response) =>
  ((await response.json()) as { error: string }).error
