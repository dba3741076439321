import autocannon from 'autocannon'

import type { LoadRun, LoadTarget } from '@/lib/bench/results'

import { startCeiling } from './static-ceiling'

export const connections = 64
export const seconds = 10

/** 64 connections for 10 s after a one-second warm-up (JIT, caches, keep-alive sockets). */
export async function loadRun(url: string): Promise<LoadRun> {
  await autocannon({ url, connections: 8, duration: 1 })
  const result = await autocannon({ url, connections, duration: seconds, timeout: 10 })
  return {
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
  }
}

/**
 * Loads `url` on the app, then the identical bytes (fetched once) from the static server, and
 * reports the app's share of the ceiling's throughput.
 */
export async function loadTarget(
  target: string,
  kind: LoadTarget['kind'],
  url: string,
  ceilingPort: number,
): Promise<LoadTarget> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${target} answered ${response.status}`)
  const body = Buffer.from(await response.arrayBuffer())
  const contentType = response.headers.get('content-type') ?? 'application/octet-stream'
  const app = await loadRun(url)
  const ceilingServer = await startCeiling(body, contentType, ceilingPort)
  try {
    const ceiling = await loadRun(ceilingServer.url)
    const ratio = ceiling.requestsPerSec ? app.requestsPerSec / ceiling.requestsPerSec : 0
    return { target, kind, bytes: body.length, app, ceiling, ratio: Math.round(ratio * 100) / 100 }
  } finally {
    await ceilingServer.stop()
  }
}
