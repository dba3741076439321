import { z } from 'zod'

import { isLeadKind, type LeadKind } from '@/lib/leads/kinds'
import { leadKindForms, postableKinds } from '@/lib/leads/kinds/index'
import { leadLimits } from '@/lib/leads/limits'
import { leadSchema } from '@/lib/leads/schema'

/*
 * One lead request as POST /api/contact takes it: the quote form's fields, a `kind` (absent: a
 * quote, so the spec's quote contract is unchanged) and that kind's `details`, checked by the
 * kind's own schema (./kinds/). Every new kind also refuses an SSN-shaped number in its free text:
 * the site must never hold one (ADR 0044). Quotes keep the spec's rules exactly.
 */
const ssnShaped = /\b\d{3}[-\s.]?\d{2}[-\s.]?\d{4}\b/

const noSsn = (text: string | undefined) => !text || !ssnShaped.test(text)
const ssnMessage = 'Please do not send a Social Security number or any number like one.'

function schemaFor(kind: LeadKind, entry: NonNullable<(typeof leadKindForms)[LeadKind]>) {
  if (kind === 'quote') return leadSchema.extend({ details: entry.details.optional() })
  return leadSchema.extend({
    // A kind with a summary of its details may be sent without a message.
    message: entry.summary
      ? z
          .string({ error: 'Message must be text.' })
          .trim()
          .max(leadLimits.message, `Message must be at most ${leadLimits.message} characters.`)
          .refine(noSsn, ssnMessage)
          .optional()
      : leadSchema.shape.message.refine(noSsn, ssnMessage),
    trailer: leadSchema.shape.trailer.refine(noSsn, ssnMessage),
    details: entry.details,
  })
}

export type LeadRequest = {
  kind: LeadKind
  fields: z.infer<typeof leadSchema>
  details: unknown
}

/** Field path ('email', 'details.amount') → its first message. */
export type FieldErrors = Record<string, string>

export type LeadRequestResult =
  { ok: true; request: LeadRequest } | { ok: false; message: string; fields: FieldErrors }

export const unknownKindMessage = (kind: string) =>
  `Unknown kind "${kind.slice(0, 40)}". Send one of: ${postableKinds().join(', ')}.`

export function parseLeadRequest(body: Record<string, unknown>): LeadRequestResult {
  const { kind: asked = 'quote', ...rest } = body
  const kind = typeof asked === 'string' ? asked : String(asked)
  const entry = isLeadKind(kind) ? leadKindForms[kind] : undefined
  if (!entry)
    return {
      ok: false,
      message: unknownKindMessage(kind),
      fields: { kind: unknownKindMessage(kind) },
    }
  const parsed = schemaFor(kind as LeadKind, entry).safeParse(rest)
  if (!parsed.success) {
    const fields: FieldErrors = {}
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.') || 'form'
      fields[path] ??=
        issue.code === 'unrecognized_keys'
          ? `This form does not take ${issue.keys.join(', ')}.`
          : issue.message
    }
    return { ok: false, message: Object.values(fields)[0] ?? 'Invalid request.', fields }
  }
  const { details, message, ...fields } = parsed.data
  const summary = entry.summary && details !== undefined ? entry.summary(details) : ''
  return {
    ok: true,
    request: {
      kind: kind as LeadKind,
      fields: { ...fields, message: message || summary },
      details: details ?? null,
    },
  }
}
