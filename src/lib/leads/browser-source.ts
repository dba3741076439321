import type { LeadSource } from '@/lib/leads/source'

/*
 * Apart from source.ts, whose zod schema checks the same fields on the server: the quote form
 * ships this to the browser, and a type import brings nothing with it.
 */

/* The query of an address on this site; nothing for another site's or for no address. */
function sameOriginParams(address: string | undefined, origin: string): URLSearchParams {
  try {
    const url = new URL(address ?? '')
    if (url.origin === origin) return url.searchParams
  } catch {
    // No address, or not a URL.
  }
  return new URLSearchParams()
}

/**
 * The address this document was loaded at. After client-side navigations (next/link) neither
 * the address nor document.referrer shows where the visit landed; the navigation entry still
 * does: a visitor who scanned a window sticker's QR code (ADR 0026) and then followed 'Ask about
 * this trailer' keeps the code's utm_source.
 */
export function landingAddress(): string | undefined {
  const [entry] = globalThis.performance?.getEntriesByType?.('navigation') ?? []
  return entry?.name
}

/**
 * The source as the form reads it in the browser: this page, its referrer, and the visit's utm_*
 * from this page's query, else the same-origin referrer's, else the landing address's.
 */
export function browserLeadSource(
  location: Pick<Location, 'origin' | 'pathname' | 'search'>,
  referrer: string,
  landing?: string,
): LeadSource {
  const queries = [
    new URLSearchParams(location.search),
    sameOriginParams(referrer, location.origin),
    sameOriginParams(landing, location.origin),
  ]
  const utm = (name: string) =>
    queries.map((query) => query.get(name)).find((value) => value !== null) ?? undefined
  return {
    page: location.pathname + location.search,
    referrer: referrer || undefined,
    utm_source: utm('utm_source'),
    utm_medium: utm('utm_medium'),
    utm_campaign: utm('utm_campaign'),
  }
}
