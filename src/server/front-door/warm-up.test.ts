import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  makeWarmUpToken,
  warmingUp,
  warmUp,
  warmUpTokenHeader,
} from '@/server/front-door/warm-up.mjs'

/*
 * A server answering the home page with the statuses given in turn (the last one from then on),
 * noting each cookie; its /api/warm-up turns on draft mode for the token, as the route does.
 */
function answering(statuses: number[], { draftMode = true } = {}) {
  const cookies: (string | undefined)[] = []
  const server = createServer((request, response) => {
    if (request.url === '/api/warm-up') {
      const known = draftMode && request.headers[warmUpTokenHeader] === process.env.WARM_UP_TOKEN
      if (known) response.setHeader('set-cookie', '__prerender_bypass=draft; Path=/; HttpOnly')
      response.statusCode = known ? 204 : 404
      return response.end()
    }
    cookies.push(request.headers.cookie)
    response.statusCode = statuses[Math.min(cookies.length, statuses.length) - 1]
    response.end('page')
  })
  return new Promise<{ server: Server; origin: string; cookies: typeof cookies }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({ server, origin: `http://127.0.0.1:${port}`, cookies })
    }),
  )
}

makeWarmUpToken()

describe('warmUp', () => {
  const cleanups: (() => void)[] = []
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()))

  it('renders the home page in draft mode, again while the app answers 5xx, and is not ready until then', async () => {
    const { server, origin, cookies } = await answering([503, 500, 200])
    cleanups.push(() => server.close())
    const done = warmUp(origin, { retryMs: 10, migrated: () => true })
    expect(warmingUp()).toBe(true)
    await done
    expect(warmingUp()).toBe(false)
    expect(cookies).toEqual(Array(3).fill('__prerender_bypass=draft'))
  })

  it('gives up on a home page that keeps failing, so the instance still becomes ready', async () => {
    const { server, origin, cookies } = await answering([500])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    cleanups.push(
      () => server.close(),
      () => warn.mockRestore(),
    )
    await warmUp(origin, { retryMs: 10, giveUpMs: 400, migrated: () => true })
    expect(warmingUp()).toBe(false)
    expect(cookies.length).toBeGreaterThan(1)
    expect(warn).toHaveBeenCalledWith('[start] warm-up render answered 500')
  })

  it('waits for the migrations before it renders, with one line in the log and no page error', async () => {
    const { server, origin, cookies } = await answering([200])
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    cleanups.push(
      () => server.close(),
      () => log.mockRestore(),
    )
    let migrated = false
    const done = warmUp(origin, { retryMs: 10, migrated: () => migrated })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(cookies).toEqual([])
    expect(warmingUp()).toBe(true)
    migrated = true
    await done
    expect(warmingUp()).toBe(false)
    expect(cookies).toHaveLength(1)
    expect(log.mock.calls).toEqual([['[start] warm-up render waits for the migrations']])
  })

  it('renders nothing when the migrations are not applied in time, and says so once', async () => {
    const { server, origin, cookies } = await answering([200])
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    cleanups.push(
      () => server.close(),
      () => log.mockRestore(),
      () => warn.mockRestore(),
    )
    await warmUp(origin, { retryMs: 10, giveUpMs: 100, migrated: () => false })
    expect(warmingUp()).toBe(false)
    expect(cookies).toEqual([])
    expect(log).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls).toEqual([
      ['[start] warm-up skipped: migrations not applied after 100 ms'],
    ])
  })

  it('logs a warm-up that cannot turn on draft mode, and the instance is ready all the same', async () => {
    const { server, origin, cookies } = await answering([200], { draftMode: false })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    cleanups.push(
      () => server.close(),
      () => error.mockRestore(),
    )
    await warmUp(origin, { retryMs: 10, migrated: () => true })
    expect(warmingUp()).toBe(false)
    expect(cookies).toEqual([])
    expect(error).toHaveBeenCalledWith('[start] warm-up failed:', expect.any(Error))
  })
})
