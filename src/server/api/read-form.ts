import 'server-only'

import { bodyLimits } from '@/lib/body-limits.mjs'
import { mediaType } from '@/server/api/handler'
import { HttpError } from '@/server/api/http-error'
import { readLimited } from '@/server/api/read-limited'

export const isFormPost = (request: Request) =>
  mediaType(request) === 'application/x-www-form-urlencoded'

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
