/*
 * The inventory at scale: 1,000 more units straight into the database, then GET /api/inventory
 * and a filtered /inventory under load beside the static ceiling.
 */
import type { Measurements } from './results'

import { loadTarget } from './load'
import { filteredInventoryPath } from './pages'
import { seedInventory } from './seed-inventory'
import type { StaffApi } from './staff-api'

export const extraItems = 1000

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
    // The SQL insert bypasses Payload's hooks: one saved unit purges the inventory cache tag.
    if (staff) {
      await staff.api.patch(`/cms/api/inventory-items/${staff.unit.id}`, {
        price: staff.unit.price,
      })
    }
    // The front door may hold the previous list for up to a second.
    const deadline = Date.now() + 5_000
    do {
      apiItems = ((await (await fetch(`${baseUrl}/api/inventory`)).json()) as unknown[]).length
      if (apiItems < extraItems) await new Promise((resolve) => setTimeout(resolve, 250))
    } while (apiItems < extraItems && Date.now() < deadline)
    if (apiItems < extraItems) throw new Error(`GET /api/inventory lists only ${apiItems} items`)
    measured.load.push(
      await loadTarget('GET /api/inventory', 'api', `${baseUrl}/api/inventory`, ceilingPort),
    )
  } catch (error) {
    failed('GET /api/inventory', error)
  }
  await loadTarget(
    `GET ${filteredInventoryPath}`,
    'filtered',
    `${baseUrl}${filteredInventoryPath}`,
    ceilingPort,
  ).then(
    (target) => measured.load.push(target),
    (error) => failed(filteredInventoryPath, error),
  )
  return apiItems
}
