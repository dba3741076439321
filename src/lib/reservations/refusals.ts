/*
 * A refused reserve form comes back to its page with a code, never the message itself, so no
 * address can make the page say something else (as the lead forms do, src/lib/leads/refusals.ts).
 */
export const reserveErrorCodes = ['fields', 'unavailable', 'busy', 'provider'] as const
export type ReserveErrorCode = (typeof reserveErrorCodes)[number]

export const reserveErrorTexts: Record<ReserveErrorCode, string> = {
  fields: 'Please check the fields marked below.',
  unavailable: 'This trailer cannot be reserved online now. Call us and we will help.',
  busy: 'Too many reservations from here. Please try again later, or call us.',
  provider: 'The payment page could not be opened. Please try again in a minute, or call us.',
}

export function reserveRefusalCode(refusal: {
  status: number
  fields?: Record<string, string>
}): ReserveErrorCode {
  if (refusal.fields) return 'fields'
  if (refusal.status === 429) return 'busy'
  // A unit that cannot be held (409), or an address that names none (400): not this trailer.
  if (refusal.status === 409 || refusal.status === 400) return 'unavailable'
  return 'provider'
}

export const reserveErrorText = (code: unknown): string | null =>
  typeof code === 'string' && code in reserveErrorTexts
    ? reserveErrorTexts[code as ReserveErrorCode]
    : null
