import 'server-only'

import { bodyLimits } from '@/lib/body-limits.mjs'
import { mediaType } from '@/server/api/handler'
import { HttpError } from '@/server/api/http-error'
import { readLimited } from '@/server/api/read-limited'
import { absoluteUrl } from '@/server/site-url'

export const isFormPost = (request: Request) =>
  mediaType(request) === 'application/x-www-form-urlencoded'

/*
 * A browser names the page's origin on every form post; `null` when it hides it (a sandboxed frame,
 * a `data:` page, some redirects). Only this site's own address, or the host the request was sent
 * to (the front door's public name), is this site. No Origin at all is a client that is no
 * browser, which no other site can steer.
 */
function fromAnotherOrigin(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (origin === null) return false
  let host: string
  try {
    host = new URL(origin).host
  } catch {
    return true
  }
  const ownHosts = [new URL(absoluteUrl()).host, request.headers.get('host')]
  return !ownHosts.includes(host)
}

/** A form sent from another site (Fetch Metadata, else Origin) is refused with 403. */
export function refuseCrossSiteForm(request: Request): void {
  if (request.headers.get('sec-fetch-site') === 'cross-site' || fromAnotherOrigin(request))
    throw new HttpError(403, 'Send the form from this site.')
}

/**
 * A plain HTML form's fields (forms that work without JavaScript), with the JSON size cap. A form
 * another site makes its visitors' browsers send is refused: unlike the JSON the scripts send,
 * which a browser only sends cross-site after asking (CORS), a form needs no permission. Told by
 * Fetch Metadata where the browser sends it, else by the Origin (issue 38).
 */
export async function readForm(request: Request, maxBytes = bodyLimits.json) {
  if (!isFormPost(request))
    throw new HttpError(415, 'Send a form (application/x-www-form-urlencoded)')
  refuseCrossSiteForm(request)
  const text = (await readLimited(request, maxBytes)).toString('utf8')
  if (text.includes('%00') || text.includes('\u0000'))
    throw new HttpError(400, 'Text must not contain NUL characters')
  return new URLSearchParams(text)
}
