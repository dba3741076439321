/*
 * Cache coherence across two instances of one release (ADR 0005): the .next-bench build and a
 * copy of it (as two machines would hold it), both sharing one Redis. A trailer model's capacity
 * is saved through one instance's /cms/api and timed until the other's catalogue page shows it,
 * both ways; tests/e2e/scale-out.spec.ts checks the same thing as a test.
 */
import { cpSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { Redis } from 'ioredis'

import type { Coherence, StageError } from './results'

import { appEnv, root } from './app'
import { freePort } from '../../tests/support/child-server'
import { msUntilOk, spawnServer, stopServer, type ServerProcess } from './server-process'
import { staffApi } from './staff-api'
import { modelOnPage, pounds, timeToVisible, unseenNumber } from './visible-edit'

const redisServer = 'redis://127.0.0.1:6379'
const distDir = '.next-bench'
const copiedDistDir = '.next-bench-copy'
const catalogue = '/trailers/aluminum'

const connect = (db: number) =>
  new Redis(`${redisServer}/${db}`, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  }).on('error', () => {})

/*
 * A Redis database of the benchmark's own: the highest-numbered empty one (the end-to-end tests
 * pick theirs by process id), so neither side reads the other's entries or purges.
 */
async function emptyRedisDatabase(): Promise<number> {
  const redis = connect(0)
  try {
    await redis.connect()
    for (let db = 15; db >= 1; db--) {
      await redis.select(db)
      if ((await redis.dbsize()) === 0) return db
    }
    throw new Error(`every Redis database 1-15 at ${redisServer} holds keys`)
  } finally {
    redis.disconnect()
  }
}

/* What the two instances wrote there: this build's entries, the tag stamps and rate counters. */
async function removeKeys(db: number): Promise<void> {
  const redis = connect(db)
  try {
    await redis.connect()
    const buildId = readFileSync(path.join(root, distDir, 'BUILD_ID'), 'utf8').trim()
    for (const pattern of [`next:${buildId}:*`, 'next:tags', 'ratelimit:*']) {
      const keys = await redis.keys(pattern)
      if (keys.length > 0) await redis.del(...keys)
    }
  } finally {
    redis.disconnect()
  }
}

/**
 * Renders the catalogue page on `origin` and waits until the instance serves it from the shared
 * cache (the entry may be written just after the response): an edit must evict a cached copy.
 */
async function cachedPage(origin: string, expected?: string): Promise<string> {
  const url = `${origin}${catalogue}`
  const deadline = Date.now() + 5_000
  for (;;) {
    const response = await fetch(url)
    const html = await response.text()
    const cache = response.headers.get('x-nextjs-cache')
    if (expected && !html.includes(expected)) throw new Error(`${url} lacks ${expected}`)
    if (cache === 'HIT') return html
    if (Date.now() > deadline) throw new Error(`${url} not served from cache (${cache})`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/* Pushes each direction's figure as soon as it is measured: a failure later keeps the first. */
async function measure(a: ServerProcess, b: ServerProcess, runs: Coherence[]): Promise<void> {
  // One after the other: Payload keeps a user's sessions on the user's record, and two sign-ins
  // at once would each save it without the other's session (whose token then answers 403).
  const apiA = await staffApi(a.origin)
  const apiB = await staffApi(b.origin)
  const html = await cachedPage(a.origin)
  await cachedPage(b.origin)
  const model = await modelOnPage(apiA, html, catalogue)
  const endpoint = `/cms/api/trailer-models/${model.id}`
  const what = `trailer model capacity (${model.model})`
  try {
    const first = unseenNumber(html, model.capacity)
    const aToB = await timeToVisible(
      () => apiA.patch(endpoint, { capacity: first }),
      `${b.origin}${catalogue}`,
      pounds.format(first),
    )
    runs.push({ direction: 'A → B', what, path: catalogue, ms: aToB })
    // A's own copy was purged by its edit: it must hold the new page again before B's edit.
    const second = unseenNumber(await cachedPage(a.origin, pounds.format(first)), model.capacity)
    const bToA = await timeToVisible(
      () => apiB.patch(endpoint, { capacity: second }),
      `${a.origin}${catalogue}`,
      pounds.format(second),
    )
    runs.push({ direction: 'B → A', what, path: catalogue, ms: bToA })
  } finally {
    await apiA.patch(endpoint, { capacity: model.capacity })
  }
}

async function twoFreePorts(): Promise<[number, number]> {
  const first = await freePort()
  let second = await freePort()
  while (second === first) second = await freePort()
  return [first, second]
}

export async function runCoherence(
  publicPort: number,
): Promise<{ runs: Coherence[]; skipped?: string; errors: StageError[] }> {
  let db: number
  try {
    db = await emptyRedisDatabase()
  } catch (error) {
    return { runs: [], skipped: `no Redis to share: ${String(error)}`, errors: [] }
  }
  const redisUrl = `${redisServer}/${db}`
  const copy = path.join(root, copiedDistDir)
  rmSync(copy, { recursive: true, force: true })
  cpSync(path.join(root, distDir), copy, {
    recursive: true,
    filter: (source) =>
      path.relative(path.join(root, distDir), source).split(path.sep)[0] !== 'cache',
  })
  const env = { ...appEnv(publicPort), REDIS_URL: redisUrl }
  const [portA, portB] = await twoFreePorts()
  const servers = [
    spawnServer(portA, env, 'coherence-a.log'),
    spawnServer(portB, { ...env, NEXT_DIST_DIR: copiedDistDir }, 'coherence-b.log'),
  ]
  const runs: Coherence[] = []
  try {
    await Promise.all(servers.map((server) => msUntilOk(server, '/api/health')))
    await measure(servers[0], servers[1], runs)
    return { runs, errors: [] }
  } catch (error) {
    return {
      runs,
      errors: [{ stage: 'Start-up coherence', subject: redisUrl, message: String(error) }],
    }
  } finally {
    await Promise.all(servers.map((server) => stopServer(server)))
    rmSync(copy, { recursive: true, force: true })
    await removeKeys(db).catch(() => {})
  }
}
