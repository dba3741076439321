import type { Payload } from 'payload'

import { adfXml } from '@/lib/leads/adf'
import type { Lead } from '@/payload-types'
import { env } from '@/server/env'
import { notifyStaff } from '@/server/notify'
import { absoluteUrl } from '@/server/site-url'

/**
 * The lead as ADF/XML to the dealer's CRM (LEAD_ADF_TO); throws on failure so the job retries.
 * Runs on a cron tick, outside any request: the settings come from the job's own Payload, not
 * through Next's page cache.
 */
export async function sendLeadAdf(payload: Payload, lead: Lead): Promise<void> {
  if (!env().LEAD_ADF_TO) return
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const unit = typeof lead.unit === 'object' && lead.unit ? lead.unit : null
  const text = adfXml(
    {
      ...lead,
      unit: unit
        ? { id: unit.id, model: unit.model_name, stockNumber: unit.stock_number, vin: unit.vin }
        : null,
    },
    {
      name: settings.businessName,
      email: settings.email,
      phone: settings.phone,
      url: absoluteUrl('/'),
    },
  )
  const result = await notifyStaff(payload, {
    to: env().LEAD_ADF_TO,
    subject: `Lead ${lead.id}`,
    text,
  })
  if (result.status === 'failed') throw new Error(`Lead ${lead.id}: ADF e-mail failed`)
}
