import { createRequire } from 'node:module'

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { inTransaction } from '@/server/database/in-transaction'
import { TAGS_KEY } from '@/server/cache/redis-keys.mjs'
import { getRedis } from '@/server/redis'
import { getHome } from '@/server/content/site'

import { payload } from './helpers/requests'

/*
 * A scheduled publish reaches visitors (ADR 0039): the jobs queue runs it outside any request
 * Next serves, and it purges the tags a manual publish purges, once its write has committed.
 * As in the server process (NEXT_RUNTIME set), with no request under way.
 */
const { areTagsExpired } = createRequire(import.meta.url)(
  'next/dist/server/lib/incremental-cache/tags-manifest.external.js',
) as { areTagsExpired: (tags: string[], cachedAt: number) => boolean }

/** Whether a page cached at `cachedAt` under `tag` is purged, in the cache this process uses. */
async function purgedSince(tag: string, cachedAt: number): Promise<boolean> {
  const redis = getRedis()
  if (!redis) return areTagsExpired([tag], cachedAt)
  return Number((await redis.hget(TAGS_KEY, tag)) ?? 0) >= cachedAt
}

let headline = ''

beforeAll(async () => {
  headline = (await getHome()).hero.headline
})

afterEach(() => vi.unstubAllEnvs())

afterAll(async () => {
  const client = await payload()
  await client.updateGlobal({ slug: 'home', data: { hero: { headline }, _status: 'published' } })
})

describe('a scheduled publish run by the jobs queue', () => {
  it('purges the home tag after publishing the draft headline, and nothing before its time', async () => {
    const client = await payload()
    await client.updateGlobal({
      slug: 'home',
      draft: true,
      data: { hero: { headline: 'Spring promotion at 6:00' } },
    })
    await client.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', global: 'home' },
      waitUntil: new Date(Date.now() + 1_000),
    })
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')

    const cachedAt = Date.now()
    await client.jobs.run({ queue: 'default' })
    expect(await purgedSince('home', cachedAt)).toBe(false)

    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const beforeRun = Date.now()
    await client.jobs.run({ queue: 'default' })
    vi.unstubAllEnvs()
    expect((await getHome()).hero.headline).toBe('Spring promotion at 6:00')
    expect(await purgedSince('home', beforeRun)).toBe(true)
    expect(await purgedSince('tips', beforeRun)).toBe(false)
  })

  it('purges only once the write has committed', async () => {
    const client = await payload()
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    const before = Date.now()
    await inTransaction(client, {}, async (req) => {
      await client.updateGlobal({ slug: 'home', req, data: { _status: 'published' } })
      expect(await purgedSince('home', before)).toBe(false)
    })
    expect(await purgedSince('home', before)).toBe(true)
  })
})
