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

/** The consent shown beside the address field. */
export const alertConsent =
  'We use this address only for this alert: one e-mail a day at most, when something changes. Every e-mail has a one-click unsubscribe.'
