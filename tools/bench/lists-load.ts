/*
 * The inventory list's figures alone (ADR 0028), for a build already made: a filtered /inventory
 * and GET /api/inventory with 1,012 units behind the nginx front door, each against the static
 * ceiling of the same bytes, and what a revalidation of the list and the island's paged reads
 * transfer. Run on a fresh database with the demo data, the build in NEXT_DIST_DIR (.next):
 *
 *   tsx scripts/run.ts --fresh-db --demo -- tsx tools/bench/lists-load.ts [appPort]
 */
import { get } from 'node:http'
import path from 'node:path'

import { freePort } from '../../tests/harness/child-server'
import { startFront } from '../../tests/harness/nginx-front'
import { outDir, startApp } from './app'
import { loadTarget } from './load'
import { filteredInventoryPath } from './pages'
import { seedInventory } from './seed-inventory'

const appPort = Number(process.argv[2] ?? 3129)

/** Bytes on the wire of a GET's body, and its status, with the given request headers. */
function transfer(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; bytes: number; etag: string }>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip', ...headers } }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          bytes,
          etag: String(response.headers.etag ?? ''),
        }),
      )
    }).on('error', reject)
  })
}

/** Median and worst of `count` requests one after another, straight to the app. */
async function sequential(url: string, count: number) {
  const times: number[] = []
  let cache = ''
  for (let index = 0; index < count; index += 1) {
    const started = performance.now()
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
    await response.arrayBuffer()
    times.push(performance.now() - started)
    cache = response.headers.get('x-nextjs-cache') ?? ''
  }
  times.sort((a, b) => a - b)
  const at = (share: number) => Math.round(times[Math.floor(share * (times.length - 1))])
  return `median ${at(0.5)} ms, p90 ${at(0.9)} ms, last x-nextjs-cache ${cache || 'none'}`
}

async function main() {
  // Seeded before the app starts, so no cache holds the smaller list.
  await seedInventory(String(process.env.DATABASE_URL), 1_000)
  const frontPort = await freePort()
  const app = await startApp(appPort, frontPort, {
    env: { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next' },
    log: 'lists-server.log',
  })
  const front = await startFront(frontPort, appPort, path.join(outDir, 'lists-nginx'))
  try {
    const base = front.baseUrl
    const items = (await (await fetch(`${base}/api/inventory`)).json()) as unknown[]
    console.log(`[lists] GET /api/inventory lists ${items.length} units`)
    const full = await transfer(`${base}/api/inventory`, {})
    const again = await transfer(`${base}/api/inventory`, { 'if-none-match': full.etag })
    console.log(
      `[lists] list ${full.bytes} B gzipped; revalidation ${again.status}, ${again.bytes} B`,
    )
    let paged = 0
    for (const query of [
      'from=0&axle=tandem',
      'from=0&axle=tandem&sort=price_asc',
      'from=24&axle=tandem&sort=price_asc&show=48',
    ]) {
      paged += (await transfer(`${base}/api/inventory?${query}`, {})).bytes
    }
    console.log(`[lists] three paged reads (narrow, sort, show more): ${paged} B gzipped`)
    for (const pathname of [
      filteredInventoryPath,
      '/api/inventory',
      '/api/inventory?from=0&axle=tandem',
    ]) {
      console.log(
        `[lists] app alone, ${pathname}: ${await sequential(`${app.baseUrl}${pathname}`, 50)}`,
      )
    }
    const ceilingPort = await freePort()
    for (const [name, url] of [
      [`GET ${filteredInventoryPath}`, `${base}${filteredInventoryPath}`],
      ['GET /api/inventory', `${base}/api/inventory`],
    ] as const) {
      await fetch(url)
      const target = await loadTarget(name, 'filtered', url, ceilingPort)
      console.log(
        `[lists] ${name}: ${target.app.requestsPerSec} req/s, p50 ${target.app.p50Ms} ms, p99 ${target.app.p99Ms} ms, ` +
          `non-2xx ${target.app.non2xx}, ceiling ${target.ceiling.requestsPerSec} req/s, ratio ${target.ratio}, ${target.bytes} B`,
      )
    }
  } finally {
    await front.stop()
    await app.stop()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
