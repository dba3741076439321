import 'server-only'

import type { Payload } from 'payload'

import type { UnitHolder } from '@/lib/inventory/held'
import { idOf } from '@/server/reservations/records'

/**
 * The shopper behind each unit's hold, for staff (issue 53): read from the unit's `held_by`,
 * which names the one reservation holding it. Whether the hold is still on is the unit's own
 * date's to say (activeHoldUntil), so this answers every unit that names one.
 */
export async function unitHolders(payload: Payload): Promise<UnitHolder[]> {
  const { docs } = await payload.find({
    collection: 'inventory-items',
    where: { held_by: { exists: true } },
    select: { held_by: true },
    populate: { reservations: { name: true, lead: true } },
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs.flatMap((unit) =>
    unit.held_by && typeof unit.held_by === 'object'
      ? [{ unit: unit.id, name: unit.held_by.name, lead: idOf(unit.held_by.lead) }]
      : [],
  )
}
