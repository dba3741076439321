import { z } from 'zod'

import { leadSourceSchema } from '@/lib/leads/source'
import { leadLimits } from '@/lib/leads/limits'

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)

const optionalText = (label: string, max: number, pattern?: RegExp) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .regex(pattern ?? /[\s\S]*/, `Please enter a valid ${label.toLowerCase()}.`)
    .nullish()
    .transform((value) => value || undefined)

/** A lead as POST /api/contact accepts it, before its kind's own fields; unknown fields are dropped. */
export const leadSchema = z.object({
  name: required('Name', leadLimits.name),
  email: required('Email', leadLimits.email).pipe(
    z.email({ error: 'Please enter a valid email address.' }),
  ),
  phone: optionalText(
    'Phone number',
    leadLimits.phone,
    /^\+?[\d\s().\-/]*(?:\s*(?:x|ext\.?)\s*\d+)?$/i,
  ),
  message: required('Message', leadLimits.message),
  trailer: optionalText('Trailer', leadLimits.trailer),
  // Beyond the spec: where the request came from, for the lead desk (never a reason to refuse).
  source: leadSourceSchema,
})

export type LeadInput = z.infer<typeof leadSchema>

/** The form's hidden field that people never see and simple bots fill in. */
export const honeypotField = 'website'
