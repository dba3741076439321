import 'server-only'

import type { Payload } from 'payload'

import { HttpError } from '@/server/api/http-error'
import { isLinkKey, linkKeyHash } from '@/server/link-keys'

/*
 * The review request e-mail's link (issue 54, ADR 0066): it opens our site with the request's own
 * key, which records that the link was followed (the first time only) and sends the customer on
 * to the review address of Lead settings. It only ever sends them there: nothing in the link names
 * where to go, so it cannot be made to redirect anywhere else. Mail scanners that open links to
 * check them count as followed too (ADR 0066).
 */

const gone = () => new HttpError(404, 'This review link is not known.')

/** Where the link with `key` goes, recording it followed at `now` if it never was. */
export async function followReviewLink(payload: Payload, key: unknown, now = new Date()) {
  if (!isLinkKey(key)) throw gone()
  const { docs } = await payload.find({
    collection: 'review-requests',
    where: { linkHash: { equals: linkKeyHash(key) } },
    select: { followedAt: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const request = docs[0]
  if (!request) throw gone()
  const settings = await payload.findGlobal({ slug: 'lead-settings', depth: 0 })
  const reviewUrl = settings.kinds?.googleReviewUrl
  // The address was taken away since the e-mail went out: nowhere to send them.
  if (!reviewUrl) throw gone()
  if (!request.followedAt) {
    // Only while it has none: two clicks at once record the first.
    await payload.update({
      collection: 'review-requests',
      where: { id: { equals: request.id }, followedAt: { exists: false } },
      data: { followedAt: now.toISOString() },
      overrideAccess: true,
      depth: 0,
    })
  }
  return reviewUrl
}
