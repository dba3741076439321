import { request as httpRequest, type ClientRequest } from 'node:http'

import { leadRefusals } from '@/lib/leads/refusals'

import { freePort } from '../support/child-server'
import { expect, test } from './fixtures'
import { startInstance, waitUntilUp, type Instance } from './instances'

/*
 * Issue 42, ADR 0045, against the built server: an instance reads two posts with photos at once
 * and keeps four waiting; the seventh is refused before it is read, 503 with Retry-After to a
 * script, the outcome page's code to a browser's plain post. An instance of its own, so no other
 * spec's trade-in takes a place. Each post comes from a loopback address of its own (the
 * per-client limit stays out of it).
 */
let instance: Instance
const boundary = 'photo-posts-full'
const start = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\ntrade-in\r\n`,
)

test.beforeAll(async () => {
  instance = startInstance({ port: await freePort() })
  await waitUntilUp(instance)
})
test.afterAll(() => instance?.stop())

/* A post whose body never ends: it holds its place until destroyed. */
function heldPost(client: string): ClientRequest {
  const { hostname, port } = new URL(instance.origin)
  const request = httpRequest({
    host: hostname,
    port,
    localAddress: client,
    method: 'POST',
    path: '/api/contact/photos',
    headers: {
      accept: 'application/json',
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': 100_000,
    },
  })
  request.on('error', () => {})
  request.write(start)
  return request
}

test('the seventh post with photos at once is refused unread: 503 with Retry-After, or the outcome page', async () => {
  const held = Array.from({ length: 6 }, (_, index) => heldPost(`127.0.42.${index + 1}`))
  try {
    // The six take their clients' places and the instance's.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` }
    const body = [start, Buffer.from(`--${boundary}--\r\n`)]

    const script = await fetch(`${instance.origin}/api/contact/photos`, {
      method: 'POST',
      headers: { ...headers, accept: 'application/json' },
      body: Buffer.concat(body),
    })
    expect(script.status).toBe(503)
    expect(script.headers.get('retry-after')).toBe('60')
    expect(((await script.json()) as { error: string }).error).toBe(leadRefusals.full)

    const page = await fetch(`${instance.origin}/api/contact/photos`, {
      method: 'POST',
      headers: { ...headers, accept: 'text/html', referer: `${instance.origin}/trade-in` },
      body: Buffer.concat(body),
      redirect: 'manual',
    })
    expect(page.status).toBe(303)
    const outcome = new URL(page.headers.get('location')!)
    expect(outcome.pathname).toBe('/contact/sent')
    expect(outcome.searchParams.get('kind')).toBe('trade-in')
    expect(outcome.searchParams.get('error')).toBe('full')
  } finally {
    for (const request of held) request.destroy()
  }
})
