import type { Payload } from 'payload'

import { leadPhotoFilenames } from '@/lib/leads/photo-address'
import { leadIdsOfEmail } from '@/server/database/quote-requests'

/*
 * What the site holds tied to one shopper's e-mail address (issue 55, ADR 0065): their leads
 * (whatever case they typed the address in), and through the leads their texts, text consents,
 * photos, reservations and review requests; by the address itself their alerts, opt-out and
 * privacy requests. Nothing is found by a phone number alone: the address is what the shopper
 * proved is theirs, so a number typed on another shopper's lead never reaches this one.
 */
const all = { depth: 0, pagination: false, overrideAccess: true } as const

export async function shopperRecords(payload: Payload, email: string) {
  const leadIds = await leadIdsOfEmail(payload.db.drizzle, email)
  const ofLeads = { lead: { in: leadIds } }
  const byAddress = { email: { equals: email } }
  const [leads, texts, consents, reservations, reviewRequests, alerts, optOuts, requests] =
    await Promise.all([
      payload.find({ collection: 'quote-requests', where: { id: { in: leadIds } }, ...all }),
      payload.find({ collection: 'text-messages', where: ofLeads, sort: 'createdAt', ...all }),
      payload.find({ collection: 'text-consent-records', where: ofLeads, sort: 'at', ...all }),
      payload.find({ collection: 'reservations', where: { or: [ofLeads, byAddress] }, ...all }),
      payload.find({ collection: 'review-requests', where: { or: [ofLeads, byAddress] }, ...all }),
      payload.find({ collection: 'alerts', where: byAddress, ...all }),
      payload.find({ collection: 'mail-opt-outs', where: byAddress, ...all }),
      payload.find({ collection: 'privacy-requests', where: byAddress, sort: 'createdAt', ...all }),
    ])
  return {
    leads: leads.docs,
    texts: texts.docs,
    consents: consents.docs,
    reservations: reservations.docs,
    reviewRequests: reviewRequests.docs,
    alerts: alerts.docs,
    optOuts: optOuts.docs,
    privacyRequests: requests.docs,
    photos: leads.docs.flatMap((lead) => leadPhotoFilenames(lead.details)),
  }
}

export type ShopperRecords = Awaited<ReturnType<typeof shopperRecords>>
