import { createHmac, timingSafeEqual } from 'node:crypto'

/*
 * Twilio's webhook signature: base64 HMAC-SHA1, keyed with the auth token, of the URL Twilio
 * called followed by each POST parameter's name and value, sorted by name.
 * https://www.twilio.com/docs/usage/webhooks/webhooks-security
 */
export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const names = [...new Set(params.keys())].sort()
  const data = names.reduce(
    (text, name) =>
      text +
      params
        .getAll(name)
        .map((value) => name + value)
        .join(''),
    url,
  )
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64')
}

export function validTwilioSignature(
  authToken: string,
  url: string,
  params: URLSearchParams,
  signature: string | null,
): boolean {
  if (!signature) return false
  const expected = Buffer.from(twilioSignature(authToken, url, params))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
