import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'

import { sampleInventoryItem } from '@/lib/inventory/sample'

import { expect } from './fixtures'

/* Shared steps of the /admin specs: items created through the API and removed after the test. */

/*
 * Payload accepts its session cookie only from the browser's own pages (CSRF check): requests
 * made by the test itself say so the way a same-origin fetch does.
 */
export const sameOrigin = { 'Sec-Fetch-Site': 'same-origin' }

export type ApiItem = {
  id: number
  model_name: string
  price: number
  stock_quantity: number
  image_url: string | null
  image_urls: string[]
  updated_at: string
}

export const uniqueName = (label: string) =>
  `E2E ${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

export async function createItem(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<ApiItem> {
  const response = await request.post('/api/inventory', {
    headers: sameOrigin,
    data: {
      ...sampleInventoryItem({
        model_name: uniqueName('item'),
        category_id: 6,
        image_urls: [],
        description: 'A trailer made by the end-to-end tests.',
      }),
      ...overrides,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as ApiItem
}

export async function findItem(request: APIRequestContext, id: number): Promise<ApiItem | null> {
  const response = await request.get(`/api/inventory/${id}`)
  return response.ok() ? ((await response.json()) as ApiItem) : null
}

export async function findItemByName(request: APIRequestContext, name: string) {
  const items = (await (await request.get('/api/inventory')).json()) as ApiItem[]
  return items.find((item) => item.model_name === name) ?? null
}

export async function removeItem(request: APIRequestContext, id: number | undefined) {
  if (id !== undefined) await request.delete(`/api/inventory/${id}`, { headers: sameOrigin })
}

/**
 * Opens /admin (signed in as staff by the spec's beforeEach) and waits for the whole list: the
 * first rows and their count come with the HTML, the table is busy until the rest is in.
 */
export async function openPanel(page: Page, search?: string) {
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Inventory Management', level: 1 })).toBeVisible()
  await expect(page.getByText(/\d+ item\(s\) found/)).toBeVisible()
  await expect(inventoryTable(page)).not.toHaveAttribute('aria-busy')
  if (search) await page.getByPlaceholder('Search inventory...').fill(search)
}

export const inventoryTable = (page: Page) => page.getByRole('table', { name: 'Inventory items' })

// Scoped to the page's main region: Next's route announcer is an alert too.
export const banner = (page: Page) => page.getByRole('main').getByRole('alert')

export const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) })

export async function photo(width: number, height: number, format: 'jpeg' | 'png') {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
  return format === 'jpeg' ? image.jpeg({ quality: 90 }).toBuffer() : image.png().toBuffer()
}

/** Answers the next browser dialog (alert or confirm) and resolves to its message. */
export function nextDialog(page: Page, accept = true): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', async (dialog) => {
      const message = dialog.message()
      await (accept ? dialog.accept() : dialog.dismiss())
      resolve(message)
    })
  })
}

type SentImage = { name: string; type: string; width: number; height: number; category: unknown }
declare global {
  interface Window {
    sentImages: Promise<SentImage>[]
  }
}

/* Runs in the page (addInitScript): notes what each image upload sends, decoded, before it goes. */
export function recordImageUploads() {
  window.sentImages = []
  const send = XMLHttpRequest.prototype.send
  XMLHttpRequest.prototype.send = function (body) {
    const file = body instanceof FormData ? body.get('image') : null
    if (file instanceof File && body instanceof FormData) {
      const category = body.get('category')
      window.sentImages.push(
        createImageBitmap(file).then(({ width, height }) => ({
          name: file.name,
          type: file.type,
          width,
          height,
          category,
        })),
      )
    }
    return send.call(this, body)
  }
}

/** Waits for the PUT of item `id` to answer. */
export const putOf = (page: Page, id: number) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().endsWith(`/api/inventory/${id}`),
  )

/** Opens a row's action menu ('More actions for …') and answers the menu. */
export async function openRowMenu(page: Page, name: string) {
  await rowOf(page, name)
    .getByRole('button', { name: `More actions for ${name}` })
    .click()
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  return menu
}
