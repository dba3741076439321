import type { Payload, PayloadRequest } from 'payload'

import type { ConsentRow, DateRange } from '@/lib/texting/consent-export'
import type { Lead, TextConsentRecord } from '@/payload-types'

type Record = {
  event: TextConsentRecord['event']
  number: string
  words: string
  at?: string
  channel: 'web-form' | 'text'
  address?: string | null
  page?: string | null
  leadId?: number | null
}

/** Keeps one piece of texting evidence (ADR 0050), in `req`'s transaction. */
export async function keepConsentRecord(payload: Payload, record: Record, req: PayloadRequest) {
  await payload.create({
    collection: 'text-consent-records',
    data: {
      event: record.event,
      number: record.number,
      words: record.words,
      at: record.at ?? new Date().toISOString(),
      channel: record.channel,
      address: record.address ?? null,
      page: record.page ?? null,
      lead: record.leadId ?? null,
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
}

/** The 'Text me' a new lead's form gave, as evidence beside the lead's own copy. */
export async function keepLeadConsent(payload: Payload, lead: Lead, req: PayloadRequest) {
  const consent = lead.textConsent
  if (!consent?.number || !consent.at) return
  await keepConsentRecord(
    payload,
    {
      event: 'consent',
      number: consent.number,
      words: consent.text ?? '',
      at: consent.at,
      channel: 'web-form',
      address: consent.address,
      page: lead.source?.page,
      leadId: lead.id,
    },
    req,
  )
}

/* The words that opted `number` out by `at`: the latest, not a later 'stop' while it already was. */
export async function optOutWords(
  payload: Payload,
  number: string,
  at: string,
  req?: PayloadRequest,
) {
  const { docs } = await payload.find({
    collection: 'text-consent-records',
    where: {
      number: { equals: number },
      event: { equals: 'opt-out' },
      at: { less_than_equal: at },
    },
    sort: '-at',
    limit: 1,
    depth: 0,
    req,
  })
  return docs[0]
}

/** The evidence of the days in `range`, oldest first, as the admins' CSV lists it. */
export async function consentRecordsIn(payload: Payload, range: DateRange): Promise<ConsentRow[]> {
  const { docs } = await payload.find({
    collection: 'text-consent-records',
    where: {
      and: [
        { at: { greater_than_equal: range.from.toISOString() } },
        { at: { less_than: range.until.toISOString() } },
      ],
    },
    sort: 'at',
    pagination: false,
    depth: 0,
  })
  return docs.map((record) => ({
    at: record.at,
    event: record.event,
    number: record.number,
    words: record.words,
    channel: record.channel,
    address: record.address,
    page: record.page,
    lead: typeof record.lead === 'object' ? (record.lead?.id ?? null) : record.lead,
  }))
}
