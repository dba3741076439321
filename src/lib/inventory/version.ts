import { z } from 'zod'

/*
 * Optimistic concurrency for PUT /api/inventory/{id}: the client sends back the `updated_at` it
 * read, in the body (`updatedAt` or `updated_at`) or as an If-Match header.
 */
const version = z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }).optional()

/** '"2026-…Z"', 'W/"2026-…Z"' or a bare date-time; none for an absent header or '*'. */
export function ifMatchVersion(header: string | null): string | undefined {
  const value = header
    ?.trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1')
    .trim()
  return value && value !== '*' ? value : undefined
}

/** The version the client expects to overwrite, body first; a malformed header is a ZodError. */
export function expectedVersion(
  body: { updatedAt?: string; updated_at?: string },
  ifMatch: string | null,
): string | undefined {
  return (
    body.updatedAt ??
    body.updated_at ??
    z.object({ 'If-Match': version }).parse({ 'If-Match': ifMatchVersion(ifMatch) })['If-Match']
  )
}
