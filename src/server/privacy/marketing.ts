import type { Payload } from 'payload'

import type { Identity } from '@/lib/privacy/requests'
import { leadIdsOf } from '@/server/privacy/shopper-records'

/*
 * "Stop all marketing" (issue 55, ADR 0065, 0068): the address's alerts go with their links, and
 * the address joins the opt-out list every review request is checked against (ADR 0044). By a
 * number, the addresses of the number's leads join that list (the site markets nothing by text:
 * its only automatic text answers a form the shopper sent); alerts belong to the address that
 * confirmed them and stay. Replies to a shopper's own requests are not marketing and go on.
 */
export async function stopMarketing(payload: Payload, identity: Identity, now = new Date()) {
  const day = now.toISOString().slice(0, 10)
  if (identity.phone !== undefined) {
    const { docs } = await payload.find({
      collection: 'quote-requests',
      where: { id: { in: await leadIdsOf(payload, identity) } },
      select: { email: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const addresses = [...new Set(docs.map((lead) => lead.email.toLowerCase()))]
    for (const email of addresses) await optOut(payload, email)
    return `Marketing stopped ${day}: ${addresses.length} address${addresses.length === 1 ? '' : 'es'} of the number's requests opted out of review requests`
  }
  const alerts = await removeAlerts(payload, identity.email)
  await optOut(payload, identity.email)
  return `Marketing stopped ${day}: ${alerts} alert${alerts === 1 ? '' : 's'} removed, no review requests`
}

/* The address on the mail opt-out list, once. */
async function optOut(payload: Payload, email: string) {
  const listed = await payload.count({
    collection: 'mail-opt-outs',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  if (listed.totalDocs === 0) {
    await payload.create({ collection: 'mail-opt-outs', data: { email }, overrideAccess: true })
  }
}

/** Deletes the address's alerts and their links; how many alerts. */
export async function removeAlerts(payload: Payload, email: string): Promise<number> {
  const { docs } = await payload.delete({
    collection: 'alerts',
    where: { email: { equals: email } },
    overrideAccess: true,
    depth: 0,
  })
  await payload.delete({
    collection: 'alert-tokens',
    where: { email: { equals: email } },
    overrideAccess: true,
    depth: 0,
  })
  return docs.length
}
