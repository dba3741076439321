import { leadLimits } from '@/lib/leads/limits'

/** The trailer named in /contact?trailer=…, tidied: one line, no control characters, capped. */
export function trailerFromQuery(value: string | null | undefined): string | undefined {
  const cleaned = (value ?? '')
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, leadLimits.trailer)
    .trim()
  return cleaned || undefined
}

/** The message a unit-specific quote request starts with. */
export const prefilledMessage = (trailer: string | undefined): string =>
  trailer
    ? `Hello, I'm interested in the ${trailer}. Please send me a quote and let me know if it is still available.`
    : ''
