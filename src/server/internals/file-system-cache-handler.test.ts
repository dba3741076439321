import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import FileSystemCacheHandler from '@/server/internals/file-system-cache-handler.mjs'

/*
 * The handler wraps an unexported module of next 16.4.5 (its default page cache): these tests
 * write through it as Next does, so an upgrade that moves or changes that module fails here.
 */
const nextModule = createRequire(import.meta.url)
const { nodeFs } = nextModule('next/dist/server/lib/node-fs-methods.js')
const { CachedRouteKind, IncrementalCacheKind } = nextModule(
  'next/dist/server/response-cache/types.js',
)
const appPage = { kind: IncrementalCacheKind.APP_PAGE }

const page = (status?: number) => ({
  kind: CachedRouteKind.APP_PAGE,
  html: '<html></html>',
  rscData: Buffer.from('rsc'),
  headers: { 'x-next-cache-tags': 'tips' },
  postponed: undefined,
  status,
  segmentData: undefined,
})

const context = { cacheControl: { revalidate: false as const, expire: undefined } }

describe('the file-system page cache', () => {
  let serverDistDir = ''
  let handler: FileSystemCacheHandler
  const stored = () => readdirSync(path.join(serverDistDir, 'app'), { recursive: true }).sort()

  beforeEach(() => {
    serverDistDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'fs-cache-')), 'server')
    handler = new FileSystemCacheHandler({
      fs: nodeFs,
      serverDistDir,
      flushToDisk: true,
      maxMemoryCacheSize: 10 * 1024 * 1024,
      revalidatedTags: [],
      _requestHeaders: {},
    })
  })

  afterEach(() => rmSync(path.dirname(serverDistDir), { recursive: true, force: true }))

  it('keeps a page that answered 200, on disk, and reads it back', async () => {
    await handler.set('/tips/real', page(), context)
    await handler.set('/tips/also-real', page(200), context)
    expect(stored()).toEqual([
      'tips',
      'tips/also-real.html',
      'tips/also-real.meta',
      'tips/also-real.rsc',
      'tips/real.html',
      'tips/real.meta',
      'tips/real.rsc',
    ])
    const read = await handler.get('/tips/real', appPage)
    expect(read?.value).toMatchObject({ kind: 'APP_PAGE', html: '<html></html>' })
  })

  it('keeps no 404, redirect or gone page, on disk or in memory', async () => {
    await handler.set('/tips/real', page(), context)
    for (const [key, status] of [
      ['/tips/invented', 404],
      ['/inventory/7-invented', 308],
      ['/inventory/8-gone', 403],
    ] as const) {
      await handler.set(key, page(status), context)
      expect(await handler.get(key, appPage)).toBeNull()
    }
    expect(stored()).toEqual(['tips', 'tips/real.html', 'tips/real.meta', 'tips/real.rsc'])
  })
})

describe('a purge from outside a request', () => {
  const { areTagsExpired } = nextModule(
    'next/dist/server/lib/incremental-cache/tags-manifest.external.js',
  )

  it('expires what Next cached under the tags before it, and nothing under other tags', async () => {
    const cachedAt = Date.now() - 1
    await FileSystemCacheHandler.purge(['home', 'site-settings'])
    expect(areTagsExpired(['home'], cachedAt)).toBe(true)
    expect(areTagsExpired(['site-settings'], cachedAt)).toBe(true)
    expect(areTagsExpired(['tips'], cachedAt)).toBe(false)
    expect(areTagsExpired(['home'], Date.now() + 1_000)).toBe(false)
  })
})
