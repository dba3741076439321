import { timingSafeEqual } from 'node:crypto'

import { draftMode } from 'next/headers'

import { apiHandler } from '@/server/api/handler'
import { HttpError } from '@/server/api/http-error'
import { env } from '@/server/env'
import { warmUpTokenHeader } from '@/server/front-door/warm-up.mjs'

/*
 * The warm-up's way into Next's draft mode (src/server/front-door/warm-up.mjs), as the CMS's preview button
 * takes it (../preview/route.ts): only the process itself knows the token, made at its start, so
 * for anyone else this address does not exist.
 */
export const GET = apiHandler(async (request) => {
  const token = env().WARM_UP_TOKEN
  const given = request.headers.get(warmUpTokenHeader)
  const known =
    token !== undefined &&
    given !== null &&
    given.length === token.length &&
    timingSafeEqual(Buffer.from(given), Buffer.from(token))
  if (!known) throw new HttpError(404, 'Not found')
  ;(await draftMode()).enable()
  return new Response(null, { status: 204 })
})
