import type { APIRequestContext } from '@playwright/test'

import { expect, signInAsStaff, test } from './fixtures'

const model = 'VAB-1025'

async function modelId(request: APIRequestContext): Promise<number> {
  const response = await request.get(`/cms/api/trailer-models?where[model][equals]=${model}`)
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: { id: number; capacity: number }[] }
  expect(docs[0]?.capacity).toBe(1025)
  return docs[0].id
}

// Payload accepts its session cookie only from an allowed Origin (its CSRF check).
async function setCapacity(
  request: APIRequestContext,
  origin: string,
  id: number,
  capacity: number,
) {
  const response = await request.patch(`/cms/api/trailer-models/${id}`, {
    data: { capacity },
    headers: { Origin: origin },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

test('an edit to a model in the CMS shows on its static page within seconds', async ({
  page,
  baseURL,
}) => {
  await signInAsStaff(page)
  const origin = new URL(baseURL ?? '').origin
  const id = await modelId(page.request)
  const table = page.getByRole('table', { name: 'Aluminum single axle bunk trailers' })
  const capacityOf = table
    .locator('tbody tr')
    .filter({ has: page.getByRole('rowheader', { name: model, exact: true }) })
    .locator('td')
    .first()
  const showsOnReload = async (capacity: string, range: string) => {
    await expect(async () => {
      await page.reload()
      await expect(capacityOf).toHaveText(capacity, { timeout: 500 })
      await expect(page.getByText(`Capacities from ${range}`)).toBeVisible({ timeout: 500 })
    }).toPass({ timeout: 5_000, intervals: [250] })
  }

  await page.goto('/trailers/aluminum')
  await expect(capacityOf).toHaveText('1,025')

  await setCapacity(page.request, origin, id, 1000)
  try {
    await showsOnReload('1,000', '1,000 to 3,525 lbs')
  } finally {
    await setCapacity(page.request, origin, id, 1025)
  }
  await showsOnReload('1,025', '1,025 to 3,525 lbs')
})
