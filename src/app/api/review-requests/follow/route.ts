import { NextResponse } from 'next/server'

import { apiHandler } from '@/server/api/handler'
import { followReviewLink } from '@/server/leads/review-link'
import { getPayloadClient } from '@/server/payload'

/**
 * GET /api/review-requests/follow?key=…: the review request e-mail's link. Records the request
 * followed and answers 303 to the review address of Lead settings, the only place it sends
 * anyone; an unknown key is a 404.
 */
export const GET = apiHandler(async (request) => {
  const key = new URL(request.url).searchParams.get('key')
  const reviewUrl = await followReviewLink(await getPayloadClient(), key)
  return NextResponse.redirect(reviewUrl, 303)
})
