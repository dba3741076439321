import 'server-only'

import { createHash } from 'node:crypto'

/*
 * A JSON answer that a browser keeps and revalidates (ADR 0028): `no-cache` lets it store the
 * body and ask again with If-None-Match, which costs a 304 of no body while nothing changed.
 * It goes out plain: Next drops a route handler's Content-Encoding (the body would arrive as
 * gzip bytes the client takes for JSON), so the front door compresses it (deploy/nginx).
 */
export type JsonBody = { json: Buffer; etag: string }

/** A weak ETag of a body's bytes: one for its plain and gzipped forms. */
export const weakEtag = (json: Buffer) =>
  `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`

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
  return new Response(new Uint8Array(body.json), {
    headers: { ...headers, 'Content-Type': 'application/json' },
  })
}
