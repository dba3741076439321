import 'server-only'

import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'

/*
 * A JSON answer that a browser keeps and revalidates (ADR 0028): `no-cache` lets it store the
 * body and ask again with If-None-Match, which costs a 304 of no body while nothing changed.
 * Sent gzipped when the client takes it: Next compresses what pages render, not what route
 * handlers send.
 */
export type JsonBody = { json: Buffer; etag: string; gzip?: Buffer }

/** A weak ETag of a body's bytes: one for its plain and gzipped forms. */
export const weakEtag = (json: Buffer) =>
  `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`

const acceptsGzip = (request: Request) =>
  /\bgzip\b/i.test(request.headers.get('accept-encoding') ?? '')

/** If-None-Match holds this ETag (weak comparison, as RFC 9110 asks for GET). */
function unchanged(request: Request, etag: string): boolean {
  const asked = request.headers.get('if-none-match')
  if (!asked) return false
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return asked.trim() === '*' || asked.split(',').some((tag) => bare(tag) === bare(etag))
}

export function conditionalJson(
  request: Request,
  body: JsonBody,
  extra: Record<string, string> = {},
): Response {
  const headers = {
    'Cache-Control': 'no-cache',
    ETag: body.etag,
    Vary: 'Accept-Encoding',
    ...extra,
  }
  if (unchanged(request, body.etag)) return new Response(null, { status: 304, headers })
  const typed = { ...headers, 'Content-Type': 'application/json' }
  if (!acceptsGzip(request)) return new Response(new Uint8Array(body.json), { headers: typed })
  const gzip = body.gzip ?? gzipSync(body.json)
  return new Response(new Uint8Array(gzip), {
    headers: { ...typed, 'Content-Encoding': 'gzip' },
  })
}
