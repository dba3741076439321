import type { APIRequestContext } from '@playwright/test'
import pg from 'pg'

import { newLinkKey } from '@/server/link-keys'

import { sameOrigin } from './admin-helpers'
import { expect, test } from './fixtures'
import { staffApi } from './inventory-fixtures'

/*
 * The review request e-mail's link against the built server (issue 54, ADR 0066), as the int suite
 * checks it in-process: it records the first follow and answers 303 to the review address of Lead
 * settings whatever the link adds; a key it does not know, a malformed one or none is a JSON 404,
 * never a 500. The request is written straight to the database, as the review job would.
 */
const settingsPath = '/cms/api/globals/lead-settings'
const reviewUrl = 'https://g.page/r/e2e-review-link/review'
const { key, hash } = newLinkKey()
let admin: APIRequestContext
let db: pg.Client
let kindsBefore: Record<string, unknown>
let requestId: number

test.beforeAll(async ({ playwright }, testInfo) => {
  admin = await staffApi(playwright, String(testInfo.project.use.baseURL))
  kindsBefore = (
    (await (await admin.get(settingsPath)).json()) as { kinds: Record<string, unknown> }
  ).kinds
  const saved = await admin.post(settingsPath, {
    headers: sameOrigin,
    data: { kinds: { ...kindsBefore, googleReviewUrl: reviewUrl } },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  const { rows } = await db.query<{ id: number }>(
    `insert into review_requests (key, email, send_after, status, sent_at, link_hash)
     values ($1, $2, now(), 'sent', now(), $3) returning id`,
    [`e2e-review-link-${Date.now()}`, 'review-link@shopper.test', hash],
  )
  requestId = rows[0]!.id
})

test.afterAll(async () => {
  await db?.query('delete from review_requests where id = $1', [requestId])
  await db?.end()
  await admin?.post(settingsPath, { headers: sameOrigin, data: { kinds: kindsBefore } })
  await admin?.dispose()
})

const follow = (baseURL: string | undefined, query: string) =>
  fetch(`${baseURL}/api/review-requests/follow?${query}`, { redirect: 'manual' })

const followedAt = async () =>
  (
    await db.query<{ followed_at: Date | null }>(
      'select followed_at from review_requests where id = $1',
      [requestId],
    )
  ).rows[0]!.followed_at

test('sends the customer to the review address only, recording the first follow', async ({
  baseURL,
}) => {
  expect(await followedAt()).toBeNull()
  const first = await follow(baseURL, `key=${key}`)
  expect(first.status).toBe(303)
  expect(first.headers.get('location')).toBe(reviewUrl)
  const recorded = await followedAt()
  expect(recorded).not.toBeNull()

  const steered = await follow(baseURL, `key=${key}&to=https://evil.example/&url=//evil.example`)
  expect(steered.status).toBe(303)
  expect(steered.headers.get('location')).toBe(reviewUrl)
  expect(await followedAt()).toEqual(recorded)
})

test('answers a JSON 404 for a key it does not know, a malformed one or none', async ({
  baseURL,
}) => {
  const unknown = newLinkKey().key
  for (const query of [`key=${unknown}`, `key=${hash}`, 'key=short', '']) {
    const response = await follow(baseURL, query)
    expect(response.status, query).toBe(404)
    expect(response.headers.get('location')).toBeNull()
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toEqual({ error: 'This review link is not known.' })
  }
})
