import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

/*
 * A number the site may text: US or Canada, and of a type that can receive a text (in North
 * America most numbers are 'fixed line or mobile', which cannot be told apart from the number).
 */
const textableTypes = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE'])
const regions = new Set(['US', 'CA'])

export const phoneRefusals = {
  invalid: 'Enter a US or Canadian mobile number, such as (555) 201-4477.',
  notMobile: 'That number cannot receive texts. Enter a mobile number.',
} as const

export type MobileNumber = { ok: true; e164: string } | { ok: false; error: string }

/** `input` as E.164 (+15552014477) when it is a US or Canadian number that can receive texts. */
export function mobileNumber(input: string): MobileNumber {
  const parsed = parsePhoneNumberFromString(input.trim(), 'US')
  if (!parsed?.isValid() || !parsed.country || !regions.has(parsed.country)) {
    return { ok: false, error: phoneRefusals.invalid }
  }
  const type = parsed.getType()
  if (!type || !textableTypes.has(type)) return { ok: false, error: phoneRefusals.notMobile }
  return { ok: true, e164: parsed.number }
}
