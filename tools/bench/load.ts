import { get } from 'node:http'

import autocannon from 'autocannon'

import type { LoadRun, LoadTarget } from './results'

import { startCeiling } from './static-ceiling'

export const connections = 64
export const seconds = 10

/*
 * Requests ask for gzip as every browser does: the figures are for the bytes a visitor's request
 * really moves (the 1,000-item inventory list is 1 MB as JSON, about a tenth of that gzipped).
 */
const requestHeaders = { 'accept-encoding': 'gzip' }

/** 64 connections for 10 s after a one-second warm-up (JIT, caches, keep-alive sockets). */
export async function loadRun(url: string): Promise<LoadRun> {
  await autocannon({ url, connections: 8, duration: 1, headers: requestHeaders })
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    headers: requestHeaders,
  })
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
  const { body, contentType, contentEncoding } = await rawResponse(url)
  const app = await loadRun(url)
  const ceilingServer = await startCeiling(body, contentType, contentEncoding, ceilingPort)
  try {
    const ceiling = await loadRun(ceilingServer.url)
    const ratio = ceiling.requestsPerSec ? app.requestsPerSec / ceiling.requestsPerSec : 0
    return { target, kind, bytes: body.length, app, ceiling, ratio: Math.round(ratio * 100) / 100 }
  } finally {
    await ceilingServer.stop()
  }
}

/* The response exactly as sent (fetch would undo the gzip), for the ceiling to send again. */
function rawResponse(url: string) {
  return new Promise<{ body: Buffer; contentType: string; contentEncoding: string }>(
    (resolve, reject) => {
      get(url, { headers: requestHeaders }, (response) => {
        if (response.statusCode !== 200) {
          response.resume()
          return reject(new Error(`${url} answered ${response.statusCode}`))
        }
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            body: Buffer.concat(chunks),
            contentType: response.headers['content-type'] ?? 'application/octet-stream',
            contentEncoding: response.headers['content-encoding'] ?? 'identity',
          }),
        )
      }).on('error', reject)
    },
  )
}
