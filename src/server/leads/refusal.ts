import 'server-only'

import type { LeadRequestResult } from '@/lib/leads/lead-request'
import { HttpError } from '@/server/api/http-error'

/**
 * A refused lead request: 400 with its first problem. A quote keeps the spec's `{ error }` alone;
 * every other kind also names each field's problem (`fields`), which its form shows beside the
 * field, with or without JavaScript.
 */
export function leadRefusal(
  body: Record<string, unknown>,
  refused: Extract<LeadRequestResult, { ok: false }>,
) {
  const isQuote = body.kind === undefined || body.kind === 'quote'
  return new HttpError(400, refused.message, undefined, isQuote ? undefined : refused.fields)
}
