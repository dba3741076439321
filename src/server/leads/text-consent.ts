import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { mobileField, textConsentLine, textMeField } from '@/lib/texting/consent'
import { mobileNumber } from '@/lib/texting/phone'
import { fillTextTemplate } from '@/lib/texting/template'
import type { QuoteRequest } from '@/payload-types'
import { HttpError } from '@/server/api/http-error'
import { queueText } from '@/server/leads/texts'

export type TextConsent = NonNullable<QuoteRequest['textConsent']>

const ticked = (value: unknown) => value === true || value === 'on' || value === 'true'

/**
 * The consent a lead form's body gives, or null when 'Text me' is not ticked. A ticked box needs
 * a mobile number the site can text (400 otherwise). Kept: the line the form showed, built here
 * from the same words, the time, and the client address of the post (ADR 0046).
 */
export function textConsentFrom(
  body: Record<string, unknown>,
  clientAddress: string,
  now = new Date(),
): TextConsent | null {
  if (!ticked(body[textMeField])) return null
  const input = body[mobileField]
  if (typeof input !== 'string' || input.trim() === '') {
    throw new HttpError(400, 'Enter your mobile number, or untick Text me.')
  }
  const number = mobileNumber(input)
  if (!number.ok) throw new HttpError(400, number.error)
  return {
    number: number.e164,
    text: textConsentLine,
    at: now.toISOString(),
    address: clientAddress,
  }
}

/**
 * Queues the instant reply by text for a lead that asked for it, in `req`'s transaction (the lead
 * and its text are stored together): the kind's own template in Lead settings, else the general
 * one. No template or no dealer number: no text, nothing queued.
 */
export async function queueInstantText(payload: Payload, lead: QuoteRequest, req: PayloadRequest) {
  const number = lead.textConsent?.number
  if (!number) return null
  const settings = await payload.findGlobal({ slug: 'lead-settings', depth: 0, req })
  const own = settings.routing?.replyByKind?.find((row) => row.kind === lead.kind)?.text
  const template = own?.trim() ? own : settings.texting?.autoReply
  if (!template?.trim() || !settings.texting?.number) return null
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const body = fillTextTemplate(template, {
    name: lead.name.split(/\s+/)[0] ?? lead.name,
    business: site.businessName,
    trailer: lead.trailer || 'a trailer',
  })
  const { jobId } = await queueText(
    payload,
    { leadId: lead.id, number, body, automatic: true },
    req,
  )
  return jobId
}
