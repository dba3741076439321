import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as follow } from '@/app/api/review-requests/follow/route'
import { newLinkKey } from '@/server/link-keys'

import { appUrl } from './helpers/app-url'
import { payload } from './helpers/requests'

/*
 * The review request e-mail's link through our site (issue 54, ADR 0066): it records the request
 * followed the first time only, and sends the customer to the review address of Lead settings and
 * nowhere else; a key it does not know is a 404.
 */
const run = `${process.pid}-${Date.now()}`
const reviewLink = 'https://g.page/r/review-link-test/review'
let before: string | null | undefined
let requestId: number
const { key, hash } = newLinkKey()

const open = (query: string) =>
  follow(new Request(appUrl(`/api/review-requests/follow?${query}`)), undefined)

const followedAt = async () =>
  (await (await payload()).findByID({ collection: 'review-requests', id: requestId, depth: 0 }))
    .followedAt ?? null

const setReviewLink = async (googleReviewUrl: string | null) => {
  const client = await payload()
  const settings = await client.findGlobal({ slug: 'lead-settings', depth: 0 })
  await client.updateGlobal({
    slug: 'lead-settings',
    data: { kinds: { ...settings.kinds, googleReviewUrl } },
  })
}

beforeAll(async () => {
  const client = await payload()
  before = (await client.findGlobal({ slug: 'lead-settings', depth: 0 })).kinds?.googleReviewUrl
  await setReviewLink(reviewLink)
  const sent = new Date().toISOString()
  requestId = (
    await client.create({
      collection: 'review-requests',
      data: {
        key: `review-link-${run}`,
        email: `review-link-${run}@shopper.test`,
        sendAfter: sent,
        sentAt: sent,
        status: 'sent',
        linkHash: hash,
      },
    })
  ).id
})

afterAll(async () => {
  await (await payload()).delete({ collection: 'review-requests', id: requestId })
  await setReviewLink(before ?? null)
})

describe('the review link', () => {
  it('records the first follow and sends the customer to the review address', async () => {
    expect(await followedAt()).toBeNull()
    const first = await open(`key=${key}`)
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe(reviewLink)
    const recorded = await followedAt()
    expect(recorded).toBeTruthy()
    const again = await open(`key=${key}`)
    expect(again.status).toBe(303)
    expect(await followedAt()).toBe(recorded)
  })

  it('goes only to the review address of Lead settings, whatever the link says', async () => {
    const other = await open(
      `key=${key}&to=https://evil.example/&next=https://evil.example/&url=//evil.example`,
    )
    expect(other.headers.get('location')).toBe(reviewLink)
    await setReviewLink('https://www.google.com/maps/place/review-link-test')
    try {
      expect((await open(`key=${key}`)).headers.get('location')).toBe(
        'https://www.google.com/maps/place/review-link-test',
      )
    } finally {
      await setReviewLink(reviewLink)
    }
  })

  it('is a 404 for a key it does not know, a malformed one or none', async () => {
    for (const query of [`key=${newLinkKey().key}`, `key=${hash}`, 'key=short', '']) {
      const response = await open(query)
      expect(response.status, query).toBe(404)
      expect(response.headers.get('location')).toBeNull()
    }
  })

  it('is a 404 once the review address is taken away', async () => {
    await setReviewLink(null)
    try {
      expect((await open(`key=${key}`)).status).toBe(404)
    } finally {
      await setReviewLink(reviewLink)
    }
  })
})
