import 'server-only'

import { bodyLimits } from '@/lib/body-limits.mjs'
import { HttpError } from '@/server/api/http-error'
import { readLimited } from '@/server/api/read-limited'

export const isFormPost = (request: Request) =>
  (request.headers.get('content-type') ?? '')
    .toLowerCase()
    .startsWith('application/x-www-form-urlencoded')

/**
 * A plain HTML form's fields (forms that work without JavaScript), with the JSON size cap. A form
 * another site makes its visitors' browsers send is refused: unlike the JSON the scripts send,
 * which a browser only sends cross-site after asking (CORS), a form needs no permission.
 */
export async function readForm(request: Request, maxBytes = bodyLimits.json) {
  if (!isFormPost(request))
    throw new HttpError(415, 'Send a form (application/x-www-form-urlencoded)')
  if (request.headers.get('sec-fetch-site') === 'cross-site')
    throw new HttpError(403, 'Send the form from this site.')
  const text = (await readLimited(request, maxBytes)).toString('utf8')
  if (text.includes('%00') || text.includes('\u0000'))
    throw new HttpError(400, 'Text must not contain NUL characters')
  return new URLSearchParams(text)
}

/**
 * A refusal of the request itself (too big, not a form, sent from another site), answered as the
 * JSON `{ error }` of every route, where a refusal of what the form says is a page for its sender.
 */
export const refusesTheRequest = (status: number) => [403, 413, 415].includes(status)
