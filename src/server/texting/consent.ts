import 'server-only'

import { mobileField, textConsentLine, textMeField } from '@/lib/texting/consent'
import { mobileNumber } from '@/lib/texting/phone'
import type { Lead } from '@/payload-types'
import { HttpError } from '@/server/api/http-error'

export type TextConsent = NonNullable<Lead['textConsent']>

const ticked = (value: unknown) => value === true || value === 'on' || value === 'true'

/**
 * The consent a lead form's body gives, or null when 'Text me' is not ticked. A ticked box needs
 * a mobile number the site can text (400 otherwise). Kept: the line the form showed, built here
 * from the same words, the time, and the client address of the post (ADR 0046).
 */
export function textConsentFrom(
  body: Record<string, unknown>,
  clientAddress: string,
  now = new Date(),
): TextConsent | null {
  if (!ticked(body[textMeField])) return null
  const input = body[mobileField]
  if (typeof input !== 'string' || input.trim() === '') {
    throw new HttpError(400, 'Enter your mobile number, or untick Text me.')
  }
  const number = mobileNumber(input)
  if (!number.ok) throw new HttpError(400, number.error)
  return {
    number: number.e164,
    text: textConsentLine,
    at: now.toISOString(),
    address: clientAddress,
  }
}
