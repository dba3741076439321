import 'server-only'

import type { Payload } from 'payload'

import { groupDemand, type DemandRow } from '@/lib/alerts/demand'

/** Active alerts grouped by what they watch; reads no address (ADR 0025). */
export async function alertDemand(payload: Payload): Promise<DemandRow[]> {
  const { docs } = await payload.find({
    collection: 'alerts',
    where: { status: { equals: 'active' } },
    select: { kind: true, summary: true, watchKey: true, unit: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return groupDemand(
    docs.map((doc) => ({
      kind: doc.kind,
      summary: doc.summary,
      watchKey: doc.watchKey,
      unit: typeof doc.unit === 'number' ? doc.unit : (doc.unit?.id ?? null),
    })),
  )
}
