import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type RequestListener,
  type Server,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'

import { scriptHash } from '@/lib/csp/script-hash.mjs'
import { answerKind, createAnswer } from '@/server/front-door/pipeline/answer.mjs'
import { runPipeline, watchBody } from '@/server/front-door/pipeline/chain.mjs'
import { compressionStep } from '@/server/front-door/pipeline/compression.mjs'
import { cspStep } from '@/server/front-door/pipeline/csp.mjs'
import { documentStep } from '@/server/front-door/pipeline/document.mjs'
import {
  afterLoadScript,
  heldScriptType,
  scriptsStep,
} from '@/server/front-door/pipeline/scripts.mjs'
import { statusStep } from '@/server/front-door/pipeline/status.mjs'

const data = 'self.__next_f.push([1,"page"])'
const filler = `<p>${'A trailer for every boat. '.repeat(80)}</p>`
const html = `<!DOCTYPE html><html><body>${filler}<script>${data}</script></body></html>`
const notFoundData = 'self.__next_f.push([1,"404"])'
const notFoundPage = `<!DOCTYPE html><html><body>${filler}<script>${notFoundData}</script></body></html>`
const outagePage = `<!DOCTYPE html><html><body>${filler}Back soon</body></html>`
const policyFor = (hashes: string[]) => `script-src 'self' ${hashes.join(' ')}`.trim()

let server: Server | undefined
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
)

/* server.mjs's pipeline, in its order, around a handler that answers as Next does. */
async function serve(
  handler: RequestListener,
  { databaseUnavailable = false, limit = Infinity } = {},
) {
  const steps = [
    statusStep,
    documentStep({ outagePage, notFoundPage, databaseUnavailable: () => databaseUnavailable }),
    scriptsStep,
    cspStep(policyFor),
    compressionStep,
  ]
  server = createServer((request, response) => {
    response.setHeader('Content-Security-Policy', "script-src 'self'")
    const answer = createAnswer(request, response, answerKind(request))
    runPipeline(answer, steps)
    // As src/server/front-door/body-guard.mjs does with a chunked body past its limit.
    let received = 0
    watchBody(request, (chunk) => {
      if (answer.refusal) return 'drop'
      received += chunk?.length ?? 0
      if (received <= limit) return 'pass'
      answer.refusal = { status: 413, body: '{"error":"too large"}' }
      response.end()
      return 'end'
    })
    handler(request, response)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
}

/* The bytes as they travelled (fetch would undo the compression). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = httpRequest(url, { method, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
      })
      request.on('error', reject)
      request.end()
    },
  )
}

const decoded = ({ headers, body }: { headers: IncomingHttpHeaders; body: Buffer }) =>
  String(
    headers['content-encoding'] === 'br'
      ? brotliDecompressSync(body)
      : headers['content-encoding'] === 'gzip'
        ? gunzipSync(body)
        : body,
  )

const inParts = (body: string, write: (part: string) => void) => {
  const half = Math.floor(body.length / 2)
  write(body.slice(0, half))
  write(body.slice(half))
}

describe('the response pipeline', () => {
  it('sends a streamed page with the hashes of its scripts and the body unchanged', async () => {
    const url = await serve((_, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.writeHead(200)
      response.flushHeaders()
      inParts(html, (part) => response.write(part))
      response.end()
    })
    const answer = await get(url)
    expect(answer.headers['content-security-policy']).toBe(`script-src 'self' ${scriptHash(data)}`)
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(String(answer.body)).toBe(html)
  })

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])(
    'rewrites a page that asks for it and compresses it once (accept %s: %s)',
    async (accept, coding) => {
      const page =
        '<!DOCTYPE html><html lang="en" data-scripts="after-load"><head>' +
        '<script src="/_next/static/chunks/a.js" async=""></script></head>' +
        `<body>${filler}<script>${data}</script></body></html>`
      const url = await serve((_, response) => {
        response.writeHead(200, { 'Content-Type': 'text/html' })
        inParts(page, (part) => response.write(part))
        response.end()
      })
      const answer = await get(url, { 'accept-encoding': accept })
      expect(answer.headers['content-encoding']).toBe(coding)
      expect(answer.headers.vary).toMatch(/Accept-Encoding/)
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
      const sent = decoded(answer)
      expect(sent).toContain(`<script type="${heldScriptType}" src="/_next/static/chunks/a.js"`)
      expect(answer.headers['content-security-policy']).toBe(
        `script-src 'self' ${scriptHash(data)} ${scriptHash(afterLoadScript)}`,
      )
    },
  )

  it('sends a page with the same ETag as it was finished the first time', async () => {
    let views = 0
    const url = await serve((_, response) => {
      views++
      response.writeHead(200, { 'Content-Type': 'text/html', ETag: '"v1"' })
      response.end(html)
    })
    const first = await get(url, { 'accept-encoding': 'br' })
    const second = await get(url, { 'accept-encoding': 'br' })
    expect(views).toBe(2)
    expect(second.body.equals(first.body)).toBe(true)
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
    expect(second.headers['content-encoding']).toBe('br')
  })

  it('sends a 304 without a policy, so the browser keeps the one stored with the page', async () => {
    const url = await serve((_, response) => {
      response.setHeader('Content-Type', 'text/html')
      response.statusCode = 304
      response.end()
    })
    const answer = await get(url)
    expect(answer.status).toBe(304)
    expect(answer.headers['content-security-policy']).toBeUndefined()
  })

  it('streams other answers compressed, with the policy they had', async () => {
    const list = JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, html })))
    const url = await serve((_, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      inParts(list, (part) => response.write(part))
      response.end()
    })
    const answer = await get(`${url}/api/inventory`, { 'accept-encoding': 'gzip, br' })
    expect(answer.headers['content-security-policy']).toBe("script-src 'self'")
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-length']).toBeUndefined()
    expect(decoded(answer)).toBe(list)
  })

  it('sends a small or incompressible answer as it is', async () => {
    const url = await serve((request, response) => {
      const small = request.url === '/api/small'
      response.setHeader('Content-Type', small ? 'application/json' : 'image/webp')
      response.end(small ? '{"ok":true}' : Buffer.alloc(4096))
    })
    for (const path of ['/api/small', '/image']) {
      const answer = await get(`${url}${path}`, { 'accept-encoding': 'br, gzip' })
      expect(answer.headers['content-encoding']).toBeUndefined()
    }
  })

  it("answers a gone unit's 403 as 410 with the 404 document and its scripts' hashes", async () => {
    const url = await serve((_, response) => {
      response.writeHead(403, { 'Content-Type': 'text/html' })
      response.end('<html>Next’s empty shell</html>')
    })
    const answer = await get(`${url}/inventory/sold-unit`, { 'accept-encoding': 'gzip' })
    expect(answer.status).toBe(410)
    expect(decoded(answer)).toBe(notFoundPage)
    expect(answer.headers['content-security-policy']).toBe(
      `script-src 'self' ${scriptHash(notFoundData)}`,
    )
  })

  it('answers HEAD of a missing page with the head of the 404 document and no body', async () => {
    const url = await serve((_, response) => {
      response.writeHead(404, { 'Content-Type': 'text/plain' })
      response.end()
    })
    const answer = await get(`${url}/nowhere`, {}, 'HEAD')
    expect(answer.status).toBe(404)
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(answer.body.length).toBe(0)
  })

  it('answers a page that fails during an outage, and a plain form post refused, with the outage page', async () => {
    const url = await serve(
      (request, response) => {
        response.writeHead(request.method === 'POST' ? 503 : 500, { 'Content-Type': 'text/html' })
        response.end('error')
      },
      { databaseUnavailable: true },
    )
    const page = await get(`${url}/trailers`)
    expect(page.status).toBe(503)
    expect(page.headers['retry-after']).toBe('30')
    expect(String(page.body)).toBe(outagePage)
    const form = await get(
      `${url}/api/contact`,
      { 'content-type': 'application/x-www-form-urlencoded' },
      'POST',
    )
    expect(form.status).toBe(503)
    expect(String(form.body)).toBe(outagePage)
  })

  it('answers a body cut at its limit with the refusal at once, and drops what Next writes after', async () => {
    const url = await serve(
      (request, response) => {
        const chunks: Buffer[] = []
        request.on('data', (chunk: Buffer) => chunks.push(chunk))
        request.on('end', () => {
          response.writeHead(400, { 'Content-Type': 'text/plain' })
          response.end(`read ${Buffer.concat(chunks).length} bytes`)
        })
      },
      { limit: 10 },
    )
    const answer = await new Promise<{ status: number; body: string; type: string }>(
      (resolve, reject) => {
        const request = httpRequest(`${url}/api/upload-image`, { method: 'POST' }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({
              status: response.statusCode!,
              body: String(Buffer.concat(chunks)),
              type: String(response.headers['content-type']),
            }),
          )
        })
        request.on('error', reject)
        request.write('x'.repeat(8))
        request.end('x'.repeat(8))
      },
    )
    expect(answer.status).toBe(413)
    expect(answer.body).toBe('{"error":"too large"}')
    expect(answer.type).toBe('application/json')
  })
})
