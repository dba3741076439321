import type { Payload, Where } from 'payload'

import type { Identity } from '@/lib/privacy/requests'
import { anonymiseLead } from '@/server/privacy/retention'
import { removeAlerts } from '@/server/privacy/marketing'
import { byIdentity, shopperRecords } from '@/server/privacy/shopper-records'

/*
 * A deletion on request (issue 55, ADR 0065, 0068): the shopper's leads are made anonymous as the
 * retention pass does (their counts in the reports stay; names, words, photos and texts go), and
 * their alerts, review requests and unpaid checkouts' contacts go; by a number, its texts that
 * belong to no lead go too. What stays is what must: the evidence of texting consent and
 * opt-outs (kept by law, as the notice says), an opt-out they gave (so it goes on being honoured)
 * and the requests themselves, the minimal record that they asked and were answered. Answers what
 * it removed, in words.
 */
export async function eraseShopper(payload: Payload, identity: Identity, now = new Date()) {
  const records = await shopperRecords(payload, identity)
  let photos = 0
  for (const lead of records.leads) photos += await anonymiseLead(payload, lead.id, now, 'request')
  const alerts = identity.email !== undefined ? await removeAlerts(payload, identity.email) : 0
  const ofLeads: Where = { lead: { in: records.leads.map((lead) => lead.id) } }
  const own: Where =
    identity.email !== undefined ? { or: [ofLeads, byIdentity(identity)] } : ofLeads
  const options = { overrideAccess: true, depth: 0 } as const
  const reviews = await payload.delete({ collection: 'review-requests', where: own, ...options })
  if (identity.email !== undefined) {
    await payload.update({
      collection: 'reservations',
      where: byIdentity(identity),
      data: { name: 'Removed', email: 'removed@removed.invalid', phone: null },
      ...options,
    })
  } else {
    await payload.delete({ collection: 'text-messages', where: byIdentity(identity), ...options })
  }
  await payload.update({
    collection: 'privacy-requests',
    where: byIdentity(identity, 'phone'),
    data: { details: null },
    ...options,
  })
  return [
    `Deleted ${now.toISOString().slice(0, 10)}:`,
    `${records.leads.length} requests made anonymous,`,
    `${photos} photos, ${records.texts.length} texts, ${alerts} alerts and`,
    `${reviews.docs.length} review requests removed`,
  ].join(' ')
}
