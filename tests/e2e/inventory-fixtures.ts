import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test'

import type { InventoryApiItem } from '@/lib/inventory/contract'

import { expect, staffCredentials } from './fixtures'

/* A unit with several photos (the seed has one each), created by staff through the real API. */
export const galleryUnit = {
  model_name: 'E2E-3000 Gallery Bunk',
  category_id: 10,
  type: 'Bunk',
  material: 'Aluminum',
  axle_configuration: 'Tandem',
  capacity_pounds: 3000,
  length_feet: 22.5,
  beam_width_inches: 98.5,
  price: 12345.67,
  stock_quantity: 4,
  image_urls: [
    '/images/inventory/demo-01.webp',
    '/images/inventory/demo-02.webp',
    '/images/inventory/demo-03.webp',
  ],
  description: 'Created by the inventory end-to-end tests; deleted after them.',
  boat_length: null,
  notes: 'Test unit, not for sale',
  features: ['LED lights', 'Torsion axles'],
  specifications: { tire_size: 'ST205/75R14', brake_type: 'Surge', tongue_weight: '310' },
}

/* A request context acting as staff: the session token as a header (no cookie, so no CSRF check). */
export async function staffApi(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
): Promise<APIRequestContext> {
  const login = await playwright.request.newContext({ baseURL })
  const response = await login.post('/cms/api/users/login', { data: staffCredentials })
  expect(response.ok()).toBe(true)
  const { token } = (await response.json()) as { token: string }
  await login.dispose()
  return playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `JWT ${token}` },
  })
}

export async function createUnit(
  api: APIRequestContext,
  body: Record<string, unknown>,
): Promise<InventoryApiItem> {
  const response = await api.post('/api/inventory', { data: body })
  expect(response.status(), await response.text()).toBe(201)
  return response.json()
}

export async function publicInventory(api: APIRequestContext): Promise<InventoryApiItem[]> {
  const response = await api.get('/api/inventory')
  expect(response.ok()).toBe(true)
  return response.json()
}
