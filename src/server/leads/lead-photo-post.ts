import 'server-only'

import pLimit from 'p-limit'
import type { Payload } from 'payload'

import { parseLeadRequest } from '@/lib/leads/lead-request'
import { leadRefusals } from '@/lib/leads/refusals'
import { HttpError } from '@/server/api/http-error'
import { type PhotoForm, checkLeadPhotos, leadPhotoLimits } from '@/server/leads/lead-photos'
import { withLeadPhotos } from '@/server/leads/lead-photos-store'
import { leadRefusal } from '@/server/leads/refusal'
import { createAttemptLimiter } from '@/server/rate-limit'
import { rateLimitStore } from '@/server/rate-limit-redis'
import { leadFromForm } from '@/server/leads/intake-form'
import { submitLead } from '@/server/leads/intake'
import type { Sender } from '@/server/leads/sender'

/*
 * A lead with photos, in the order that costs least on a refusal (ADR 0045): the client's place
 * in its limit, then the fields (cheap), then each photo (decoded and re-encoded one at a time),
 * and only then the lead and its photos, stored together.
 */

/** Five leads with photos per client per ten minutes, as many as leads without. */
export const leadPhotoPostLimit = { limit: 5, windowMs: 10 * 60_000 }
const limiter = createAttemptLimiter({ ...leadPhotoPostLimit, store: rateLimitStore() })

export const busyMessage =
  'Too many forms sent from your connection. Please try again in a few minutes.'

/*
 * Posts with photos this instance reads and checks at once (issue 42: a burst of 50, each client
 * within its own limit): each holds its photos (up to 60 MB) and a decoded picture at a time. A
 * few more wait with their bodies unread, about as long as two rounds of the slowest posts take
 * in a burst (six 12-megapixel photos each: 40 s a round on two cores), within the front door's
 * time for this route (deploy/nginx); beyond those, a post is refused before it is read. Behind
 * the front door a body arrives whole (nginx buffers it), so a client that sends slowly holds no
 * place; without it, a place is held at most as long as Node lets a request take
 * (server.requestTimeout, 300 s).
 */
const photoPostsAtOnce = 2
const photoPostsWaiting = 4
const reading = pLimit(photoPostsAtOnce)
export const photoPostRetrySeconds = 60

/** A script asks for JSON; a browser's plain post asks for a page. */
export const photoFormIsJson = (request: Request) =>
  (request.headers.get('accept') ?? '').includes('application/json')

/**
 * Takes a place in the client's limit, then one of this instance's, before any byte of the body
 * is read (a burst of 60 MB bodies is refused at no cost), and gives the client's back unless a
 * lead was stored.
 */
export async function withPhotoPostPlace<T>(
  client: string,
  work: () => Promise<{ stored: boolean; result: T }>,
): Promise<T> {
  const key = `lead-photos:${client}`
  const { allowed, retryAfterSeconds } = await limiter.hit(key)
  if (!allowed) {
    throw new HttpError(429, busyMessage, { 'Retry-After': String(retryAfterSeconds) })
  }
  let stored = false
  try {
    if (reading.activeCount + reading.pendingCount >= photoPostsAtOnce + photoPostsWaiting) {
      throw new HttpError(503, leadRefusals.full, {
        'Retry-After': String(photoPostRetrySeconds),
      })
    }
    const outcome = await reading(work)
    stored = outcome.stored
    return outcome.result
  } finally {
    if (!stored) await limiter.refund(key)
  }
}

export async function submitLeadWithPhotos(
  payload: Payload,
  form: PhotoForm,
  referer: string | null,
  sender: Sender,
): Promise<boolean> {
  const body: Record<string, unknown> = leadFromForm(form.fields, referer)
  const kind = String(body.kind ?? '')
  if (!(kind in leadPhotoLimits)) {
    throw new HttpError(
      400,
      `This endpoint takes the ${Object.keys(leadPhotoLimits).join(' and ')} forms.`,
    )
  }
  const parsed = parseLeadRequest(body)
  if (!parsed.ok) throw leadRefusal(body, parsed)
  const photos = await checkLeadPhotos(kind, form.photos)
  const outcome = await withLeadPhotos(kind, photos, () => submitLead(payload, body, sender))
  return outcome.stored
}
