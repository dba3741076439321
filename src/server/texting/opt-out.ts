import type { Payload, PayloadRequest } from 'payload'

import type { Lead } from '@/payload-types'
import { lockLead } from '@/server/leads/locked-lead'
import { keepConsentRecord, optOutWords } from '@/server/texting/consent-records'

type Change = { number: string; state: 'out' | 'in'; words: string; lead: Lead | null }

export type OptOutView = { words: string; at: string }

/* The number's one state row: the opt-out every send checks. */
async function optOutState(payload: Payload, number: string, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'text-opt-outs',
    where: { number: { equals: number } },
    limit: 1,
    depth: 0,
    req,
  })
  return docs[0]
}

export const isOptedOut = async (payload: Payload, number: string, req?: PayloadRequest) =>
  (await optOutState(payload, number, req))?.state === 'out'

/*
 * The opt-out that holds for `number` now, with the shopper's words and when, or null while it may
 * be texted. The state is the one every send checks; the words are the evidence.
 */
export async function currentOptOut(
  payload: Payload,
  number: string,
  req?: PayloadRequest,
): Promise<OptOutView | null> {
  const state = await optOutState(payload, number, req)
  if (state?.state !== 'out') return null
  const words = await optOutWords(payload, number, state.at, req)
  return { words: words?.words ?? '', at: words?.at ?? state.at }
}

/*
 * The opt-out kept by the site (ADR 0046, 0050): one row a number with its state, which every
 * send checks, and the shopper's words kept as evidence each time. No `server-only`:
 * payload.config.ts loads the send job, which reaches this module and the evidence's. Says whether the state
 * changed: only then is the text answered (one confirmation) and the lead's timeline told.
 */
export async function changeOptOut(
  payload: Payload,
  { number, state, words, lead }: Change,
  req: PayloadRequest,
): Promise<boolean> {
  const at = new Date().toISOString()
  await keepConsentRecord(
    payload,
    {
      event: state === 'out' ? 'opt-out' : 'opt-in',
      number,
      words,
      at,
      channel: 'text',
      leadId: lead?.id,
    },
    req,
  )
  const earlier = await optOutState(payload, number, req)
  if (earlier?.state === state || (!earlier && state === 'in')) return false
  if (earlier) {
    await payload.update({
      collection: 'text-opt-outs',
      id: earlier.id,
      data: { state, at },
      req,
      overrideAccess: true,
    })
  } else {
    await payload.create({
      collection: 'text-opt-outs',
      data: { number, state, at },
      req,
      overrideAccess: true,
    })
  }
  if (lead) await noteOnTimeline(payload, lead, state, words, at, req)
  return true
}

async function noteOnTimeline(
  payload: Payload,
  lead: Lead,
  state: 'out' | 'in',
  words: string,
  at: string,
  req: PayloadRequest,
) {
  await lockLead(req, lead.id)
  // Read again under the lock: a desk change saved meanwhile keeps its lines.
  const locked = await payload.findByID({
    collection: 'quote-requests',
    id: lead.id,
    depth: 0,
    req,
  })
  const text =
    state === 'out'
      ? `The shopper opted out of texts: “${words}”`
      : `The shopper opted back in to texts: “${words}”`
  await payload.update({
    collection: 'quote-requests',
    id: lead.id,
    data: { activity: [...(locked.activity ?? []), { at, by: null, kind: 'text', text }] },
    req,
    overrideAccess: true,
    depth: 0,
  })
}
