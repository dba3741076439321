import { NextResponse } from 'next/server'

import { addressBlock } from '@/lib/address-block.mjs'
import { apiHandler } from '@/server/api/handler'
import { senderOf } from '@/server/leads/sender'
import { HttpError } from '@/server/api/http-error'
import { answerKindForm, refusedUnread } from '@/server/leads/form-post'
import {
  photoFormIsJson,
  submitLeadWithPhotos,
  withPhotoPostPlace,
} from '@/server/leads/lead-photo-post'
import { readPhotoForm } from '@/server/leads/lead-photos'
import { getPayloadClient } from '@/server/payload'

/**
 * POST /api/contact/photos: a lead with photos (a trade-in, a parts request), its fields and
 * files in one multipart form (ADR 0045). 201 `{ ok: true }` to a script that asks for JSON
 * (Accept: application/json); a plain form post is answered as every kind's form is
 * (src/server/leads/form-post.ts): 303 to /contact/sent?kind=, or back to its page with what was
 * typed; over the client's limit, to /contact/sent with the refusal. The client is keyed by its
 * address block, as the quote form's is.
 */
export const POST = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  // The lead keeps the address (consent evidence, the automatic texts' per-client budget); the
  // place in the queue is the address block's.
  const sender = senderOf(request.headers)
  const client = addressBlock(sender.address)
  const referer = request.headers.get('referer')
  const answer = withPhotoPostPlace(client, async () => {
    const form = await readPhotoForm(request)
    if (photoFormIsJson(request)) {
      const stored = await submitLeadWithPhotos(payload, form, referer, sender)
      return { stored, result: NextResponse.json({ ok: true }, { status: 201 }) }
    }
    let stored = false
    const result = await answerKindForm(
      form.fields.get('kind') ?? '',
      form.fields,
      referer,
      async () => {
        stored = await submitLeadWithPhotos(payload, form, referer, sender)
      },
    )
    return { stored, result }
  })
  // Over the client's limit or the instance's, refused before the body was read: a browser's
  // plain post gets the outcome page that says so, not JSON.
  return answer.catch((error: unknown) => {
    const unread = error instanceof HttpError && (error.status === 429 || error.status === 503)
    if (unread && !photoFormIsJson(request)) return refusedUnread(error.status, referer)
    throw error
  })
})
