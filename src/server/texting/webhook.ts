import 'server-only'

import { bodyLimits } from '@/lib/body-limits.mjs'
import { isFormPost } from '@/server/api/read-form'
import { HttpError } from '@/server/api/http-error'
import { readLimited } from '@/server/api/read-limited'
import { env } from '@/server/env'
import { absoluteUrl } from '@/server/site-url'
import { validTwilioSignature } from '@/server/texting/signature'

/**
 * The parameters of a webhook only the provider can have sent, else 403 before anything is read
 * into the database. The signature covers the URL Twilio called: the site's public address
 * (NEXT_PUBLIC_SITE_URL) with this path and query, never the Host a proxy passed on, so the
 * check is the same behind any number of proxies and no client can choose what is signed.
 */
export async function signedWebhook(request: Request): Promise<URLSearchParams> {
  const token = env().TWILIO_AUTH_TOKEN
  if (!token) throw new HttpError(403, 'Texting is not configured')
  if (!isFormPost(request))
    throw new HttpError(415, 'Send a form (application/x-www-form-urlencoded)')
  const params = new URLSearchParams((await readLimited(request, bodyLimits.json)).toString('utf8'))
  const called = new URL(request.url)
  const url = absoluteUrl(called.pathname + called.search)
  if (!validTwilioSignature(token, url, params, request.headers.get('x-twilio-signature'))) {
    throw new HttpError(403, 'Invalid signature')
  }
  return params
}

/** An empty TwiML answer, or one that replies with `text`. */
export function twiml(text?: string): Response {
  const escaped = text?.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
  const body = escaped
    ? `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${escaped}</Message></Response>`
    : '<?xml version="1.0" encoding="UTF-8"?><Response></Response>'
  return new Response(body, { headers: { 'Content-Type': 'text/xml; charset=utf-8' } })
}
