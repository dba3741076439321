import type { Payload, Where } from 'payload'

import { anonymiseLead } from '@/server/privacy/retention'
import { removeAlerts } from '@/server/privacy/marketing'
import { shopperRecords } from '@/server/privacy/shopper-records'

/*
 * A deletion on request (issue 55, ADR 0065): the shopper's leads are made anonymous as the
 * retention pass does (their counts in the reports stay; names, words, photos and texts go), and
 * their alerts, review requests and unpaid checkouts' contacts go. What stays is what must: the
 * evidence of texting consent and opt-outs (kept by law, as the notice says), an opt-out they
 * gave (so it goes on being honoured) and the requests themselves, the minimal record that they
 * asked and were answered. Answers what it removed, in words.
 */
export async function eraseShopper(payload: Payload, email: string, now = new Date()) {
  const records = await shopperRecords(payload, email)
  let photos = 0
  for (const lead of records.leads) photos += await anonymiseLead(payload, lead.id, now, 'request')
  const alerts = await removeAlerts(payload, email)
  const leadIds = records.leads.map((lead) => lead.id)
  const byLeadOrAddress: Where = { or: [{ lead: { in: leadIds } }, { email: { equals: email } }] }
  const reviews = await payload.delete({
    collection: 'review-requests',
    where: byLeadOrAddress,
    overrideAccess: true,
    depth: 0,
  })
  await payload.update({
    collection: 'reservations',
    where: { email: { equals: email } },
    data: { name: 'Removed', email: 'removed@removed.invalid', phone: null },
    overrideAccess: true,
    depth: 0,
  })
  await payload.update({
    collection: 'privacy-requests',
    where: { email: { equals: email } },
    data: { details: null },
    overrideAccess: true,
    depth: 0,
  })
  return [
    `Deleted ${now.toISOString().slice(0, 10)}:`,
    `${records.leads.length} requests made anonymous,`,
    `${photos} photos, ${records.texts.length} texts, ${alerts} alerts and`,
    `${reviews.docs.length} review requests removed`,
  ].join(' ')
}
