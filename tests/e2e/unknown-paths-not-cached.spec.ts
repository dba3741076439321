import { randomBytes } from 'node:crypto'
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'

import { Redis } from 'ioredis'

import type { InventoryApiItem } from '@/lib/inventory/contract'
import { inventoryPath } from '@/lib/inventory/slug'
import { isPubliclyVisible } from '@/lib/inventory/visibility'

import { freePort } from '../support/child-server'
import { expect, test } from './fixtures'
import { startInstance, waitUntilUp, type Instance } from './instances'
import { sharedCacheUrl } from './shared-cache'

/*
 * Anyone can invent addresses under the public pages: none of their answers (404, a redirect to
 * the unit's real address or a filter's normalised one, a search) may grow the page cache, on disk or in Redis, while the real pages
 * stay cached (docs/decisions/0018-unknown-paths-never-cached.md). Next keeps one 404 document
 * for every address no page claims: the warm-up makes it, as the first invented address would.
 */
const distDir = process.env.NEXT_DIST_DIR || '.next'
const redisUrl = sharedCacheUrl(7)
const realPages = ['/tips', '/tips/check-tire-pressure-monthly', '/trailers/aluminum']
const perKind = 10

const word = () => randomBytes(6).toString('hex')

/** Invented addresses of every kind, `count` of each, with the status each must answer. */
function inventedPaths(unit: InventoryApiItem, count: number): [string, number][] {
  const paths: [string, number][] = []
  for (let i = 0; i < count; i++) {
    paths.push(
      [`/tips/${word()}`, 404],
      [`/trailers/${word()}`, 404],
      [`/inventory/${word()}`, 404],
      [`/inventory/${100_000_000 + Math.floor(Math.random() * 899_999_999)}-${word()}`, 404],
      [`/inventory/${unit.id}-${word()}`, 301],
      [`/${word()}`, 404],
      // Filters of /inventory: junk is sent to the normalised list, search text rendered per
      // request (docs/decisions/0028-filtered-lists-cached-per-normalised-filter.md), as 302 like
      // every temporary redirect of a page (ADR 0059).
      [`/inventory?${word()}=1&sort=${word()}`, 302],
      [`/inventory?axle=TANDEM&utm_source=${word()}`, 302],
      [`/inventory?q=${word()}`, 200],
      [`/inventory-filtered/${word()}`, 404],
    )
  }
  return paths
}

async function answer(origin: string, pathname: string) {
  const response = await fetch(`${origin}${pathname}`, { redirect: 'manual' })
  await response.arrayBuffer()
  return { status: response.status, cache: response.headers.get('x-nextjs-cache') }
}

async function requestInvented(origin: string, unit: InventoryApiItem, count: number) {
  for (const [pathname, status] of inventedPaths(unit, count)) {
    expect((await answer(origin, pathname)).status, pathname).toBe(status)
  }
  // Next may finish writing an entry after the answer went out.
  await new Promise((resolve) => setTimeout(resolve, 1_500))
}

/** Views each real page until Next serves it from its cache, and one invented address of each kind. */
async function warm(origin: string, pages: string[], unit: InventoryApiItem) {
  for (const pathname of pages) {
    await expect.poll(async () => (await answer(origin, pathname)).cache).toBe('HIT')
  }
  await requestInvented(origin, unit, 1)
}

async function listedUnit(origin: string): Promise<InventoryApiItem> {
  const items = (await (await fetch(`${origin}/api/inventory`)).json()) as InventoryApiItem[]
  const unit = items.find(isPubliclyVisible)
  if (!unit) throw new Error('no unit the public may see')
  return unit
}

/** Files and bytes under the folders Next's own cache writes to. */
function diskUsage(root: string): { files: number; bytes: number } {
  let files = 0
  let bytes = 0
  for (const folder of ['server', 'cache'].map((name) => path.join(root, name))) {
    if (!existsSync(folder)) continue
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue
      files++
      bytes += statSync(path.join(entry.parentPath, entry.name)).size
    }
  }
  return { files, bytes }
}

test.describe('invented addresses and the page cache', () => {
  test.describe.configure({ timeout: 180_000 })

  test('leave Next’s own disk cache as it was, while real pages stay cached', async () => {
    // A copy of the release without the caches the other tests' server wrote, as a new one is.
    const release = `${distDir}-unknown-${process.pid}`
    cpSync(distDir, release, {
      recursive: true,
      filter: (source) =>
        ![path.join(distDir, 'cache'), path.join(distDir, 'server', 'route-cache')].some((cache) =>
          source.startsWith(cache),
        ),
    })
    let app: Instance | undefined
    try {
      app = startInstance({
        port: await freePort(),
        env: { NEXT_DIST_DIR: release, REDIS_URL: '' },
      })
      await waitUntilUp(app)
      const unit = await listedUnit(app.origin)
      const pages = [...realPages, inventoryPath(unit)]
      await warm(app.origin, pages, unit)
      const before = diskUsage(release)

      await requestInvented(app.origin, unit, perKind)

      const after = diskUsage(release)
      console.log(
        `[unknown-paths] disk before ${JSON.stringify(before)}, after ${perKind * 10} invented addresses ${JSON.stringify(after)}`,
      )
      expect(after).toEqual(before)
      for (const pathname of pages)
        expect(await answer(app.origin, pathname)).toEqual({ status: 200, cache: 'HIT' })
    } finally {
      app?.stop()
      rmSync(release, { recursive: true, force: true })
    }
  })

  test('leave Redis as it was, while real pages stay cached', async () => {
    const redis = new Redis(redisUrl, {
      lazyConnect: true,
      connectTimeout: 1_000,
      maxRetriesPerRequest: 0,
    })
    redis.on('error', () => {})
    const reachable = await redis.ping().then(
      (pong) => pong === 'PONG',
      () => false,
    )
    test.skip(!reachable, `Redis is not running at ${redisUrl}`)
    const prefix = `next:${readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim()}:`
    const usage = async () => {
      const keys = await redis.keys(`${prefix}*`)
      const sizes = await Promise.all(keys.map((key) => redis.strlen(key)))
      return { keys: keys.length, bytes: sizes.reduce((sum, size) => sum + size, 0) }
    }
    let app: Instance | undefined
    try {
      app = startInstance({ port: await freePort(), env: { REDIS_URL: redisUrl } })
      await waitUntilUp(app)
      const unit = await listedUnit(app.origin)
      const pages = [...realPages, inventoryPath(unit)]
      await warm(app.origin, pages, unit)
      const before = await usage()
      expect(before.keys).toBeGreaterThanOrEqual(pages.length)

      await requestInvented(app.origin, unit, perKind)

      const after = await usage()
      console.log(
        `[unknown-paths] Redis before ${JSON.stringify(before)}, after ${perKind * 10} invented addresses ${JSON.stringify(after)}`,
      )
      expect(after).toEqual(before)
      for (const pathname of pages)
        expect(await answer(app.origin, pathname)).toEqual({ status: 200, cache: 'HIT' })
    } finally {
      app?.stop()
      await redis.del(...(await redis.keys(`${prefix}*`)), `${prefix}none`)
      redis.disconnect()
    }
  })
})
