import { isKeyOf } from '@/lib/key-of'

/** At most this many alerts (waiting or active) per address. */
export const alertsPerAddress = 10

/*
 * Refusals of an alert sign-up, apart from src/lib/alerts/messages.ts so the form's island ships
 * none of them; a plain form post carries them by a code a plain form post carries to /alerts/requested (never the text itself, so
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
