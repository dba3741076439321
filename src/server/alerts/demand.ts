import 'server-only'

import type { Payload } from 'payload'

import { groupDemand, type DemandRow } from '@/lib/alerts/demand'
import { activeAlertCounts } from '@/server/database/alerts'

/**
 * Active alerts grouped by what they watch; reads no address (ADR 0025). The database counts
 * alike alerts (10,000 subscribers read one by one took 0.4-1.4 s); groupDemand still decides
 * what is alike. A group is named by its newest alert's words.
 */
export async function alertDemand(payload: Payload): Promise<DemandRow[]> {
  return groupDemand(await activeAlertCounts(payload.db.drizzle))
}
