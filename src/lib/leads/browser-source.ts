import type { LeadSource } from '@/lib/leads/source'

/*
 * Apart from source.ts, whose zod schema checks the same fields on the server: the quote form
 * ships this to the browser, and a type import brings nothing with it.
 */

/** The source as the form reads it in the browser: this page, its referrer, the visit's utm_*. */
export function browserLeadSource(location: Location, referrer: string): LeadSource {
  const params = new URLSearchParams(location.search)
  let fromReferrer = new URLSearchParams()
  try {
    const previous = new URL(referrer)
    if (previous.origin === location.origin) fromReferrer = previous.searchParams
  } catch {
    // No referrer, or not a URL: only this page's query counts.
  }
  const utm = (name: string) => params.get(name) ?? fromReferrer.get(name) ?? undefined
  return {
    page: location.pathname + location.search,
    referrer: referrer || undefined,
    utm_source: utm('utm_source'),
    utm_medium: utm('utm_medium'),
    utm_campaign: utm('utm_campaign'),
  }
}
