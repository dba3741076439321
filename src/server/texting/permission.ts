import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { Lead } from '@/payload-types'
import { currentOptOut, type OptOutView } from '@/server/texting/opt-out'

export type TextPermission =
  | { number: string; closed: null; optOut: null }
  | { number: string | null; closed: 'no-consent' | 'opted-out'; optOut: OptOutView | null }

export const closedReasons = {
  'no-consent':
    'The shopper has not asked for texts: they did not tick Text me and have not texted us. Call or e-mail them instead.',
  'opted-out': 'The shopper opted out of texts. Texting opens again only if they text START.',
} as const

/*
 * Staff text only a shopper who asked for texts or wrote first (issue 50, ADR 0050): the number
 * the lead's 'Text me' gave, else the number that texted in on this lead, and never a number that
 * opted out. One rule for the card (which offers texting only then, and says why otherwise) and
 * the server (which refuses the send).
 */
export async function textPermission(
  payload: Payload,
  lead: Lead,
  req?: PayloadRequest,
): Promise<TextPermission> {
  const number = lead.textConsent?.number ?? (await textedInFrom(payload, lead.id, req))
  if (!number) return { number: null, closed: 'no-consent', optOut: null }
  const optOut = await currentOptOut(payload, number, req)
  if (optOut) return { number, closed: 'opted-out', optOut }
  return { number, closed: null, optOut: null }
}

async function textedInFrom(payload: Payload, leadId: number, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'text-messages',
    where: { lead: { equals: leadId }, direction: { equals: 'in' } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    select: { number: true },
    req,
  })
  return docs[0]?.number ?? null
}
