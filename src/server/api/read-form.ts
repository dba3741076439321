import 'server-only'

import { bodyLimits } from '@/lib/body-limits.mjs'
import { HttpError } from '@/server/api/http-error'
import { readLimited } from '@/server/api/read-limited'

export const isFormPost = (request: Request) =>
  (request.headers.get('content-type') ?? '')
    .toLowerCase()
    .startsWith('application/x-www-form-urlencoded')

/** A plain HTML form's fields (forms that work without JavaScript), with the JSON size cap. */
export async function readForm(request: Request, maxBytes = bodyLimits.json) {
  if (!isFormPost(request))
    throw new HttpError(415, 'Send a form (application/x-www-form-urlencoded)')
  const text = (await readLimited(request, maxBytes)).toString('utf8')
  if (text.includes('%00') || text.includes('\u0000'))
    throw new HttpError(400, 'Text must not contain NUL characters')
  return new URLSearchParams(text)
}
