import { z } from 'zod'

import { parseInventorySlug } from '@/lib/inventory/slug'

const text = (max: number) =>
  z
    .string()
    .transform((value) =>
      value
        .replace(/[\u0000-\u001f\u007f]+/g, ' ')
        .trim()
        .slice(0, max),
    )
    .optional()
    .catch(undefined)

/*
 * Where a quote request came from, sent by the form beside the spec's fields. Anything malformed
 * is dropped rather than refused: the visit's details must never cost a customer their request.
 */
export const leadSourceSchema = z
  .object({
    page: text(500),
    referrer: text(500),
    utm_source: text(200),
    utm_medium: text(200),
    utm_campaign: text(200),
  })
  .optional()
  .catch(undefined)

export type LeadSource = NonNullable<z.infer<typeof leadSourceSchema>>

/** The inventory id of a unit page address (/inventory/12-venture-vab), if it is one. */
export function unitIdFromUrl(address: string | undefined): number | null {
  if (!address) return null
  try {
    const match = /^\/inventory\/([^/?#]+)\/?$/.exec(new URL(address, 'http://x').pathname)
    return match?.[1] ? parseInventorySlug(match[1]) : null
  } catch {
    return null
  }
}

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
