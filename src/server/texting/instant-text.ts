import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { addressBlock } from '@/lib/address-block.mjs'
import { firstNameToText, type TextBlanks } from '@/lib/texting/template'
import { fillTextTemplate } from '@/lib/texting/template'
import type { Lead } from '@/payload-types'
import { knownName } from '@/server/leads/reply-content'
import { queueText } from '@/server/texting/queue'

/**
 * The blanks of an automatic text about `lead` (ADR 0052): the dealer's business name, the unit's
 * own name as the database holds it (or a trailer or category the catalogue knows by the exact
 * name the form gave), and a first name that passes the e-mail greeting's rule. Nothing else a
 * visitor typed: the dealer's number says only what the dealer wrote.
 */
export async function automaticTextBlanks(
  payload: Payload,
  lead: Pick<Lead, 'name' | 'unit' | 'trailer'>,
  req?: PayloadRequest,
): Promise<TextBlanks> {
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const unitId = typeof lead.unit === 'object' ? lead.unit?.id : lead.unit
  const unit = unitId
    ? await payload.findByID({
        collection: 'inventory-items',
        id: unitId,
        depth: 0,
        select: { model_name: true },
        disableErrors: true,
        req,
      })
    : null
  return {
    name: firstNameToText(lead.name),
    business: site.businessName,
    trailer: unit?.model_name || (await knownName(payload, lead.trailer)) || 'a trailer',
  }
}

/**
 * Queues the instant reply by text for a lead that asked for it, in `req`'s transaction (the lead
 * and its text are stored together): the kind's own template in Lead settings, else the general
 * one. No template or no dealer number: no text, nothing queued. The text counts against the
 * budget of the client whose form set it off.
 */
export async function queueInstantText(payload: Payload, lead: Lead, req: PayloadRequest) {
  const number = lead.textConsent?.number
  if (!number) return null
  const settings = await payload.findGlobal({ slug: 'lead-settings', depth: 0, req })
  const own = settings.routing?.replyByKind?.find((row) => row.kind === lead.kind)?.text
  const template = own?.trim() ? own : settings.texting?.autoReply
  if (!template?.trim() || !settings.texting?.number) return null
  const body = fillTextTemplate(template, await automaticTextBlanks(payload, lead, req))
  const address = lead.textConsent?.address
  const { jobId } = await queueText(
    payload,
    {
      leadId: lead.id,
      number,
      body,
      automatic: true,
      clientBlock: address ? addressBlock(address) : null,
    },
    req,
  )
  return jobId
}
