/*
 * The inventory at scale: 1,000 more units straight into the database, then what the list costs
 * a browser (ADR 0028), and GET /api/inventory and a filtered /inventory under load beside the
 * static ceiling.
 */
import { get } from 'node:http'

import type { ListTransfers, Measurements } from './results'

import { loadTarget } from './load'
import { filteredInventoryPath, fitInventoryPath } from './pages'
import { seedInventory } from './seed-inventory'
import type { StaffApi } from './staff-api'

export const extraItems = 1000

/**
 * SQL writes skip Payload's hooks, so the app's cached lists still show what was there before:
 * one unit saved as it is purges the inventory's cache tag.
 */
export const purgeInventory = (api: StaffApi, unitId: number) =>
  api.patch(`/cms/api/inventory-items/${unitId}`, {})

/** Bytes on the wire of a GET's body, gzip accepted, with its status and ETag. */
function transfer(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; bytes: number; etag: string }>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip', ...headers } }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          bytes,
          etag: String(response.headers.etag ?? ''),
        }),
      )
    }).on('error', reject)
  })
}

/* The island's reads for a phone narrowing to tandem axles, sorting by price, then 'Show more'. */
const islandReads = [
  'from=0&axle=tandem',
  'from=0&axle=tandem&sort=price_asc',
  'from=24&axle=tandem&sort=price_asc&show=48',
]

async function listTransfers(baseUrl: string): Promise<ListTransfers> {
  const list = await transfer(`${baseUrl}/api/inventory`)
  const again = await transfer(`${baseUrl}/api/inventory`, { 'if-none-match': list.etag })
  let pagedBytes = 0
  for (const query of islandReads) {
    pagedBytes += (await transfer(`${baseUrl}/api/inventory?${query}`)).bytes
  }
  return {
    listBytes: list.bytes,
    revalidationStatus: again.status,
    revalidationBytes: again.bytes,
    pagedBytes,
  }
}

/** Returns how many units GET /api/inventory listed once the units were added. */
export async function loadWithMoreItems(
  baseUrl: string,
  staff: { api: StaffApi; unit: { id: number; price: number } } | undefined,
  ceilingPort: number,
  measured: Measurements,
): Promise<number> {
  const failed = (subject: string, error: unknown) =>
    measured.errors.push({ stage: 'Load', subject, message: String(error) })
  let apiItems = 0
  try {
    await seedInventory(process.env.DATABASE_URL ?? '', extraItems)
    if (staff) await purgeInventory(staff.api, staff.unit.id)
    // The front door may hold the previous list for up to a second.
    const deadline = Date.now() + 5_000
    do {
      apiItems = ((await (await fetch(`${baseUrl}/api/inventory`)).json()) as unknown[]).length
      if (apiItems < extraItems) await new Promise((resolve) => setTimeout(resolve, 250))
    } while (apiItems < extraItems && Date.now() < deadline)
    if (apiItems < extraItems) throw new Error(`GET /api/inventory lists only ${apiItems} items`)
    measured.lists = await listTransfers(baseUrl)
    measured.load.push(
      await loadTarget('GET /api/inventory', 'api', `${baseUrl}/api/inventory`, ceilingPort),
    )
  } catch (error) {
    failed('GET /api/inventory', error)
  }
  for (const path of [filteredInventoryPath, fitInventoryPath]) {
    await loadTarget(`GET ${path}`, 'filtered', `${baseUrl}${path}`, ceilingPort).then(
      (target) => measured.load.push(target),
      (error) => failed(path, error),
    )
  }
  return apiItems
}
