import type { Payload } from 'payload'

import { autoReplyEmail } from '@/lib/leads/auto-reply'
import { kindReply } from '@/server/leads/kind-reply'
import { responseDeadline } from '@/lib/leads/business-hours'
import { inventoryPath } from '@/lib/inventory/slug'
import { readOpeningHours } from '@/lib/opening-hours'
import { formatCityLine, formatHours } from '@/lib/contact-format'
import type { Lead } from '@/payload-types'
import { absoluteUrl } from '@/server/site-url'

/** Marks the unit link so the dealer's analytics tell the reply's visits apart. */
export const replyUtm = 'utm_source=lead_autoreply'

/*
 * A trailer or category the form named, when the catalogue knows it by that exact name: the
 * reply names what the dealer sells, never text a shopper typed.
 */
export async function knownName(payload: Payload, trailer: string | null | undefined) {
  if (!trailer) return null
  const [models, categories] = await Promise.all([
    payload.count({ collection: 'trailer-models', where: { model: { equals: trailer } } }),
    payload.count({ collection: 'categories', where: { name: { equals: trailer } } }),
  ])
  return models.totalDocs + categories.totalDocs > 0 ? trailer : null
}

/**
 * The reply to `lead` (with its owner and unit populated): the lead settings' texts, the owner's
 * first name, the response target on the business-hours clock, and the dealer's own details.
 * Read from the job's own Payload, not through Next's page cache: jobs run outside requests.
 */
export async function autoReplyFor(payload: Payload, lead: Lead) {
  const [settings, site] = await Promise.all([
    payload.findGlobal({ slug: 'lead-settings', depth: 0 }),
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
  ])
  const owner = typeof lead.owner === 'object' ? lead.owner : null
  const unit = typeof lead.unit === 'object' ? lead.unit : null
  const photo = unit?.images?.[0]?.url
  const { spans } = readOpeningHours(site.hours)
  const targetMinutes = (settings.responseTargetHours ?? 2) * 60
  const mail = autoReplyEmail({
    name: lead.name,
    ownerFirstName: owner?.firstName,
    by: responseDeadline(new Date(lead.createdAt), targetMinutes, spans),
    unit: unit && {
      name: unit.model_name,
      stockNumber: unit.stock_number,
      price: unit.price,
      photoUrl: photo ? absoluteUrl(photo) : null,
      url: `${absoluteUrl(inventoryPath(unit))}?${replyUtm}`,
    },
    named: unit ? null : await knownName(payload, lead.trailer),
    dealer: {
      name: site.businessName,
      phone: site.phone,
      address: `${site.address.street}, ${formatCityLine(site.address)}`,
      hours: (site.hours ?? []).map(formatHours),
    },
    ...kindReply(settings, lead.kind ?? 'quote'),
  })
  return { ...mail, replyTo: owner?.email }
}
