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
 * Where a lead came from, sent by the form beside the spec's fields. Anything malformed
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
