import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { forbidden, permanentRedirect } from 'next/navigation'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { answerPageStatus } from '@/server/internals/page-status.mjs'

describe("next 16.4.5's forbidden() (what a gone unit page calls)", () => {
  it('throws the 403 access fallback that Next answers 403', () => {
    vi.stubEnv('__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS', 'true')
    let thrown: unknown
    try {
      forbidden()
    } catch (error) {
      thrown = error
    }
    vi.unstubAllEnvs()
    expect((thrown as { digest?: string }).digest).toBe('NEXT_HTTP_ERROR_FALLBACK;403')
  })
})

describe("next 16.4.5's permanentRedirect() (what a moved page calls)", () => {
  it('throws the redirect that Next answers 308', () => {
    let thrown: unknown
    try {
      permanentRedirect('/tips/new-name')
    } catch (error) {
      thrown = error
    }
    expect((thrown as { digest?: string }).digest).toBe('NEXT_REDIRECT;replace;/tips/new-name;308;')
  })
})

/* As server.mjs installs it in development and in production alike (ADR 0015). */
describe('a unit page answered 403 leaves as 410, a moved page as 301', () => {
  let server: Server
  let origin: string

  beforeAll(async () => {
    server = createServer((request, response) => {
      answerPageStatus(response)
      const status = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('status'))
      if (status === 308) {
        // As next 16.4.5 does: set, then appended again from the render's metadata.
        response.setHeader('location', '/tips/new-name')
        response.appendHeader('location', '/tips/new-name')
      }
      if (request.url?.includes('implicit')) {
        response.statusCode = status
        response.end('body')
      } else {
        response.writeHead(status, { 'content-type': 'text/html' }).end('body')
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  const statusOf = async (path: string) => (await fetch(`${origin}${path}`)).status

  it.each(['/inventory/sold-unit?status=403', '/inventory/sold-unit?implicit&status=403'])(
    '%s answers 410',
    async (path) => expect(await statusOf(path)).toBe(410),
  )

  it.each(['/tips/old-name?status=308', '/trailers/old?implicit&status=308'])(
    '%s answers 301 with one Location',
    async (path) => {
      const response = await fetch(`${origin}${path}`, { redirect: 'manual' })
      expect(response.status).toBe(301)
      expect(response.headers.get('location')).toBe('/tips/new-name')
    },
  )

  it.each([
    ['/inventory/a-unit?status=200', 200],
    ['/inventory/missing?status=404', 404],
    ['/cms/account?status=403', 403],
    ['/api/inventory?implicit&status=403', 403],
  ])('%s keeps %i', async (path, status) => expect(await statusOf(path)).toBe(status))
})
