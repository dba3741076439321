import { z } from 'zod'

import { dayMs, hourMs } from '@/lib/durations'
import { isKeyOf } from '@/lib/key-of'

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
} as const

export const requestSchema = z
  .object({
    kind: z.enum(Object.keys(requestKinds) as [keyof typeof requestKinds], {
      error: 'Choose what you are asking for.',
    }),
    email: z
      .string({ error: 'Please enter your e-mail address.' })
      .trim()
      .toLowerCase()
      .max(254, 'That e-mail address is too long.')
      .pipe(z.email({ error: 'Please enter a valid e-mail address.' })),
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
