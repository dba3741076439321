import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'

import { scriptHash } from '@/lib/csp/framework-script-hashes.mjs'
import { sendWithScriptHashes } from '@/server/script-hash-policy.mjs'
import { afterLoadScript, heldScriptType } from '@/server/scripts-after-load.mjs'

const data = 'self.__next_f.push([1,"page"])'
const html = `<!DOCTYPE html><html><body><p>x</p><script>${data}</script></body></html>`
const policyFor = (hashes: string[]) => `script-src 'self' ${hashes.join(' ')}`.trim()

let server: Server | undefined
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
)

/* A server whose handler answers like Next does: headers, then the body in several writes. */
async function serve(handler: RequestListener): Promise<string> {
  server = createServer((request, response) => {
    response.setHeader('Content-Security-Policy', "script-src 'self'")
    sendWithScriptHashes(response, policyFor)
    handler(request, response)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
}

const inParts = (body: Buffer | string, write: (part: Buffer | string) => void) => {
  const half = Math.floor(body.length / 2)
  write(body.slice(0, half))
  write(body.slice(half))
}

describe('sendWithScriptHashes', () => {
  it('sends a streamed page with the hashes of its scripts and the body unchanged', async () => {
    const url = await serve((_, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.writeHead(200)
      response.flushHeaders()
      inParts(html, (part) => response.write(part))
      response.end()
    })
    const response = await fetch(url)
    expect(response.headers.get('content-security-policy')).toBe(
      `script-src 'self' ${scriptHash(data)}`,
    )
    expect(await response.text()).toBe(html)
  })

  it('reads the scripts of a compressed page and sends the compressed bytes as they were', async () => {
    const gzipped = gzipSync(html)
    const url = await serve((_, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' })
      inParts(gzipped, (part) => response.write(part))
      response.end()
    })
    const response = await fetch(url)
    expect(response.headers.get('content-security-policy')).toContain(scriptHash(data))
    expect(response.headers.get('content-length')).toBe(String(gzipped.length))
    expect(await response.text()).toBe(html)
  })

  it('sends a page that asks for it with its scripts held until load, compressed again', async () => {
    const page =
      '<!DOCTYPE html><html lang="en" data-scripts="after-load"><head>' +
      '<script src="/_next/static/chunks/a.js" async=""></script></head>' +
      `<body><script>${data}</script></body></html>`
    const url = await serve((_, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' })
      inParts(gzipSync(page), (part) => response.write(part))
      response.end()
    })
    const response = await fetch(url)
    const sent = await response.text()
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(sent).toContain(`<script type="${heldScriptType}" src="/_next/static/chunks/a.js"`)
    expect(response.headers.get('content-security-policy')).toBe(
      `script-src 'self' ${scriptHash(data)} ${scriptHash(afterLoadScript)}`,
    )
    expect(Number(response.headers.get('content-length'))).toBe(gzipSync(sent).length)
  })

  it('sends a 304 without a policy, so the browser keeps the one stored with the page', async () => {
    const url = await serve((_, response) => {
      response.setHeader('Content-Type', 'text/html')
      response.statusCode = 304
      response.end()
    })
    const response = await fetch(url)
    expect(response.status).toBe(304)
    expect(response.headers.get('content-security-policy')).toBeNull()
  })

  it('passes other responses through with the policy they had', async () => {
    const url = await serve((_, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify({ html }))
    })
    const response = await fetch(url)
    expect(response.headers.get('content-security-policy')).toBe("script-src 'self'")
    expect(await response.json()).toEqual({ html })
  })
})
