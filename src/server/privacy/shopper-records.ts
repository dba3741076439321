import type { Payload, Where } from 'payload'

import { leadPhotoFilenames } from '@/lib/leads/photo-address'
import type { Identity } from '@/lib/privacy/requests'
import { leadIdsOfEmail, leadIdsOfPhone } from '@/server/database/quote-requests'

/*
 * What the site holds tied to one shopper's identity, the e-mail address or the mobile number
 * that confirmed their request (issue 55, ADR 0065, 0068). By an address: the leads sent with it
 * (whatever case they typed it in), and through the leads their texts, text consents, photos,
 * reservations and review requests; by the address itself their alerts, opt-out and privacy
 * requests. By a number: the leads whose phone is that number (read as texting reads numbers),
 * that gave it for texts or texted from it, and through them the same; by the number itself its
 * text threads, its texting consents and opt-outs, and its privacy requests. Nothing is found
 * by what the shopper did not prove: a number typed on an address's lead does not reach a
 * request by that address, nor an address a request by a number.
 */
const all = { depth: 0, pagination: false, overrideAccess: true } as const

/** The leads of an identity, oldest first. */
export const leadIdsOf = (payload: Payload, identity: Identity): Promise<number[]> =>
  identity.phone !== undefined
    ? leadIdsOfPhone(payload.db.drizzle, identity.phone)
    : leadIdsOfEmail(payload.db.drizzle, identity.email)

/** Where the identity's own records are, in a collection that keeps `email` or `number`. */
export const byIdentity = (identity: Identity, numberField = 'number'): Where =>
  identity.phone !== undefined
    ? { [numberField]: { equals: identity.phone } }
    : { email: { equals: identity.email } }

const none: Where = { id: { equals: -1 } }

export async function shopperRecords(payload: Payload, identity: Identity) {
  const leadIds = await leadIdsOf(payload, identity)
  const ofLeads = { lead: { in: leadIds } }
  const byNumber = identity.phone !== undefined ? byIdentity(identity) : none
  const byAddress = identity.phone !== undefined ? none : byIdentity(identity)
  const [leads, texts, consents, optOutStates, reservations, reviewRequests, alerts, optOuts] =
    await Promise.all([
      payload.find({ collection: 'quote-requests', where: { id: { in: leadIds } }, ...all }),
      payload.find({
        collection: 'text-messages',
        where: { or: [ofLeads, byNumber] },
        sort: 'createdAt',
        ...all,
      }),
      payload.find({
        collection: 'text-consent-records',
        where: { or: [ofLeads, byNumber] },
        sort: 'at',
        ...all,
      }),
      payload.find({ collection: 'text-opt-outs', where: byNumber, ...all }),
      payload.find({ collection: 'reservations', where: { or: [ofLeads, byAddress] }, ...all }),
      payload.find({ collection: 'review-requests', where: { or: [ofLeads, byAddress] }, ...all }),
      payload.find({ collection: 'alerts', where: byAddress, ...all }),
      payload.find({ collection: 'mail-opt-outs', where: byAddress, ...all }),
    ])
  const requests = await payload.find({
    collection: 'privacy-requests',
    where: byIdentity(identity, 'phone'),
    sort: 'createdAt',
    ...all,
  })
  return {
    leads: leads.docs,
    texts: texts.docs,
    consents: consents.docs,
    textOptOuts: optOutStates.docs,
    reservations: reservations.docs,
    reviewRequests: reviewRequests.docs,
    alerts: alerts.docs,
    optOuts: optOuts.docs,
    privacyRequests: requests.docs,
    photos: leads.docs.flatMap((lead) => leadPhotoFilenames(lead.details)),
  }
}

export type ShopperRecords = Awaited<ReturnType<typeof shopperRecords>>
