import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, request as httpRequest, type RequestListener } from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { clientAddress } from '@/lib/client-address.mjs'

import { freePort } from '../support/child-server'
import { startFront, type Front } from '../support/nginx-front'

/*
 * What the front door (deploy/nginx) does on its own, in front of a dead port or a stub app: API
 * callers get the API's JSON error when no app answers, while whatever an app answers itself,
 * errors included, passes through unchanged; and it tells the app the client's address the way
 * TRUSTED_PROXY_HOPS=1 reads it. Needs nginx only, not the app under test.
 */
const unavailable = { error: 'Service temporarily unavailable. Please try again shortly.' }

async function withFront(appPort: number, run: (front: Front) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'front-door-alone-'))
  const front = await startFront(await freePort(), appPort, dir)
  try {
    await run(front)
  } finally {
    await front.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

async function withStubApp(answer: RequestListener, run: (port: number) => Promise<void>) {
  const app = createServer(answer)
  const port = await freePort()
  await new Promise<void>((resolve) => app.listen(port, '127.0.0.1', resolve))
  try {
    await run(port)
  } finally {
    await new Promise((resolve) => app.close(resolve))
  }
}

const quoteRequest = {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ name: 'Pat Doe', email: 'pat@example.com', message: 'A quote, please.' }),
}

test.describe('the nginx front door on its own', () => {
  test('answers API requests with a JSON error when no app answers', async () => {
    await withFront(await freePort(), async (front) => {
      for (const [pathname, init] of [
        ['/api/contact', quoteRequest],
        ['/api/inventory', {}],
      ] as const) {
        const response = await fetch(`${front.baseUrl}${pathname}`, init)
        expect([502, 503, 504], pathname).toContain(response.status)
        expect(response.headers.get('content-type'), pathname).toMatch(/^application\/json/)
        expect(await response.json(), pathname).toEqual(unavailable)
      }
    })
  })

  test('leaves the error pages of pages to nginx', async () => {
    await withFront(await freePort(), async (front) => {
      const response = await fetch(`${front.baseUrl}/trailers`)
      expect(response.status).toBe(502)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    })
  })

  test('passes an error the app sent itself through unchanged', async () => {
    // 502 is the very status an nginx intercepting the app's errors would replace.
    const answer: RequestListener = (_request, response) => {
      response.writeHead(502, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify({ error: 'The app said this.' }))
    }
    await withStubApp(answer, (appPort) =>
      withFront(appPort, async (front) => {
        const response = await fetch(`${front.baseUrl}/api/contact`, quoteRequest)
        expect(response.status).toBe(502)
        expect(await response.json()).toEqual({ error: 'The app said this.' })
      }),
    )
  })

  test('tells the app the address it was connected from, not one the client wrote', async () => {
    const answer: RequestListener = (request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end(
        JSON.stringify({
          peer: request.socket.remoteAddress,
          forwardedFor: request.headers['x-forwarded-for'],
        }),
      )
    }
    await withStubApp(answer, (appPort) =>
      withFront(appPort, async (front) => {
        for (const [method, pathname] of [
          ['POST', '/api/contact'],
          ['GET', '/api/inventory'],
        ]) {
          // From 127.0.0.2, so the client differs from nginx's own address (127.0.0.1).
          const seen = await requestFrom('127.0.0.2', `${front.baseUrl}${pathname}`, method, {
            'X-Forwarded-For': '203.0.113.7',
          })
          expect(seen.forwardedFor, pathname).toBe('203.0.113.7, 127.0.0.2')
          expect(clientAddress({ ...seen, trustedProxyHops: 1 }), pathname).toBe('127.0.0.2')
        }
      }),
    )
  })
})

/* fetch() cannot choose the address it connects from; node:http can. */
function requestFrom(
  localAddress: string,
  url: string,
  method: string,
  headers: Record<string, string>,
): Promise<{ peer: string; forwardedFor: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers, localAddress }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve(JSON.parse(body) as { peer: string; forwardedFor: string }))
    })
    request.on('error', reject)
    request.end()
  })
}
