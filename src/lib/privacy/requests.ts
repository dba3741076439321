import { z } from 'zod'

import { dayMs, hourMs } from '@/lib/durations'
import { isKeyOf } from '@/lib/key-of'
import { mobileNumber, phoneRefusals } from '@/lib/texting/phone'

/*
 * A shopper's privacy request (issue 55, ADR 0065): what they may ask, the form's rules, and the
 * clock Maryland's Online Data Privacy Act sets (an answer within 45 days of the confirmed
 * request, once extended by 45 more with a notice; an appeal answered within 60).
 */
export const requestKinds = {
  copy: 'A copy of what you hold about me',
  correction: 'Correct something you hold about me',
  deletion: 'Delete what you hold about me',
  marketing: 'Stop all marketing to me',
} as const

export type RequestKind = keyof typeof requestKinds | 'appeal'

export const requestKindLabels: Record<RequestKind, string> = {
  copy: 'Copy',
  correction: 'Correction',
  deletion: 'Deletion',
  marketing: 'Stop marketing',
  appeal: 'Appeal',
}

/** A confirmation link works once, within this time. */
export const confirmLinkLifetimeMs = 24 * hourMs
/** A texted code works once, within this time, and dies after `codeTriesAllowed` wrong tries. */
export const codeLifetimeMs = 15 * 60_000
export const codeTriesAllowed = 5
/** Its digits, as the page asks for them. */
export const codeDigits = 6

/** The answer's link (the copy's download, the appeal form) works this long. */
export const answerLinkLifetimeMs = 60 * dayMs

export const answerDays = 45
export const appealAnswerDays = 60

/** When a request confirmed at `confirmedAt` is due. */
export const dueDate = (kind: RequestKind, confirmedAt: Date): Date =>
  new Date(confirmedAt.getTime() + (kind === 'appeal' ? appealAnswerDays : answerDays) * dayMs)

export const extendedDueDate = (dueAt: Date): Date => new Date(dueAt.getTime() + answerDays * dayMs)

const detailsMax = 2000

/*
 * Refusals the form's page shows by code (never the text itself, so the address bar cannot make
 * the page say something else).
 */
export const requestErrors = {
  invalid: 'Please check the form: choose a request and enter a valid e-mail address.',
  details: 'Please say what to correct.',
  busy: 'Too many requests from here. Please try again later.',
  mail: 'We could not send the confirmation e-mail. Please try again later.',
  either: 'Please enter an e-mail address or a mobile number, not both.',
  phone: phoneRefusals.invalid,
  mobile: phoneRefusals.notMobile,
  text: 'We could not text the code. Please try again later, or use your e-mail address.',
  code: 'That code is not right, or it has expired or been tried too often. Check the text, or ask again.',
} as const

const optionalText = z.string().trim().optional().default('')

/*
 * The form: the request, and the address or the mobile number that confirms it (ADR 0068); the
 * number comes out in E.164, as texting keeps numbers.
 */
export const requestSchema = z
  .object({
    kind: z.enum(Object.keys(requestKinds) as [keyof typeof requestKinds], {
      error: 'Choose what you are asking for.',
    }),
    email: optionalText.pipe(
      z
        .string()
        .toLowerCase()
        .max(254, 'That e-mail address is too long.')
        .pipe(z.union([z.literal(''), z.email({ error: requestErrors.invalid })])),
    ),
    phone: optionalText.pipe(z.string().max(40, requestErrors.phone)),
    details: z
      .string()
      .trim()
      .max(detailsMax, `Please keep what to correct under ${detailsMax} characters.`)
      .optional()
      .default(''),
    website: z.string().optional(),
  })
  .refine((request) => request.kind !== 'correction' || request.details.length > 0, {
    message: requestErrors.details,
    path: ['details'],
  })
  .transform((request, context) => {
    const { email, phone, ...rest } = request
    if (email && phone) {
      context.addIssue({ code: 'custom', message: requestErrors.either, path: ['phone'] })
      return z.NEVER
    }
    if (email) return { ...rest, identity: { email } as Identity }
    if (!phone) {
      context.addIssue({ code: 'custom', message: requestErrors.invalid, path: ['email'] })
      return z.NEVER
    }
    const number = mobileNumber(phone)
    if (!number.ok) {
      context.addIssue({ code: 'custom', message: number.error, path: ['phone'] })
      return z.NEVER
    }
    return { ...rest, identity: { phone: number.e164 } as Identity }
  })

/** Who a request is of: the address or the number that confirmed it. */
export type Identity = { email: string; phone?: undefined } | { phone: string; email?: undefined }

/** The identity a stored request names. */
export const identityOf = (request: { email?: string | null; phone?: string | null }): Identity =>
  request.phone ? { phone: request.phone } : { email: request.email ?? '' }

/** The address or the number, as staff read it. */
export const identityLabel = (identity: Identity): string =>
  identity.phone !== undefined ? identity.phone : identity.email

export const codeSchema = z.object({
  key: z.string().regex(/^[\w-]{20,100}$/),
  code: z
    .string()
    .transform((code) => code.replace(/\D/g, ''))
    .pipe(z.string().length(codeDigits)),
})

export type PrivacyRequestForm = z.infer<typeof requestSchema>

export const appealSchema = z.object({
  key: z.string().regex(/^[\w-]{20,100}$/, 'This link is not known.'),
  details: z
    .string({ error: 'Please say why you disagree with our answer.' })
    .trim()
    .min(1, 'Please say why you disagree with our answer.')
    .max(detailsMax, `Please keep it under ${detailsMax} characters.`),
})

export type RequestError = keyof typeof requestErrors

export const isRequestError = isKeyOf(requestErrors)

export const requestErrorCode = (message: string): RequestError =>
  (Object.keys(requestErrors) as RequestError[]).find((code) => requestErrors[code] === message) ??
  'invalid'

/** Where a request stands, as staff read it. */
export type RequestState = 'unconfirmed' | 'open' | 'answered'

export const requestState = (request: {
  confirmedAt?: string | null
  answeredAt?: string | null
}): RequestState => (request.answeredAt ? 'answered' : request.confirmedAt ? 'open' : 'unconfirmed')
