import { isKeyOf } from '@/lib/key-of'

/*
 * What the sign-up says happens next, in place (JavaScript) or on /alerts/requested (a plain form
 * post): one wording for both. Kept apart from the schema so the form's island ships no zod.
 */
export const signupOutcomes = {
  sent: 'Check your e-mail: we sent a link to confirm this alert. Nothing else is sent until you follow it, and an unconfirmed alert is forgotten after 7 days.',
  waiting:
    'We saved this alert. A confirmation e-mail went to this address within the last hour: following its link confirms this alert too.',
  active: 'This alert is already on for this address.',
} as const

export type SignupOutcome = keyof typeof signupOutcomes

export const isSignupOutcome = isKeyOf(signupOutcomes)

/** The consent shown beside the address field. */
export const alertConsent =
  'We use this address only for this alert: one e-mail a day at most, when something changes. Every e-mail has a one-click unsubscribe.'

/** At most this many alerts (waiting or active) per address. */
export const alertsPerAddress = 10

/*
 * Refusals, by a code a plain form post carries to /alerts/requested (never the text itself, so
 * the address bar cannot make the page say something else).
 */
export const signupErrors = {
  invalid: 'Please enter a valid e-mail address.',
  unit: 'This trailer is not for sale, so its price is not watched.',
  full: `This address already has ${alertsPerAddress} alerts. Remove one from the link in any alert e-mail first.`,
  busy: 'Too many alert sign-ups from here. Please try again later.',
  mail: 'We could not send the confirmation e-mail. Please try again later.',
} as const

export type SignupError = keyof typeof signupErrors

export const isSignupError = isKeyOf(signupErrors)

/** The code of a refusal's message; 'invalid' for any other 4xx (a malformed form). */
export const signupErrorCode = (message: string): SignupError =>
  (Object.keys(signupErrors) as SignupError[]).find((code) => signupErrors[code] === message) ??
  'invalid'
