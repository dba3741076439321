import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { warmingUp, warmUp } from '@/server/warm-up.mjs'

/* A server answering the statuses given in turn (the last one from then on), noting each cookie. */
function answering(statuses: number[]) {
  const cookies: (string | undefined)[] = []
  const server = createServer((request, response) => {
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

function buildFolder(previewModeId: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'warm-up-'))
  writeFileSync(
    path.join(dir, 'prerender-manifest.json'),
    JSON.stringify({ preview: { previewModeId } }),
  )
  return dir
}

describe('warmUp', () => {
  const cleanups: (() => void)[] = []
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()))

  it('renders the home page in draft mode, again while the app answers 5xx, and is not ready until then', async () => {
    const { server, origin, cookies } = await answering([503, 500, 200])
    const dir = buildFolder('release-preview-id')
    cleanups.push(
      () => server.close(),
      () => rmSync(dir, { recursive: true }),
    )
    const done = warmUp(origin, dir, { retryMs: 10, migrated: () => true })
    expect(warmingUp()).toBe(true)
    await done
    expect(warmingUp()).toBe(false)
    expect(cookies).toEqual(Array(3).fill('__prerender_bypass=release-preview-id'))
  })

  it('gives up on a home page that keeps failing, so the instance still becomes ready', async () => {
    const { server, origin, cookies } = await answering([500])
    const dir = buildFolder('id')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    cleanups.push(
      () => server.close(),
      () => rmSync(dir, { recursive: true }),
      () => warn.mockRestore(),
    )
    await warmUp(origin, dir, { retryMs: 10, giveUpMs: 100, migrated: () => true })
    expect(warmingUp()).toBe(false)
    expect(cookies.length).toBeGreaterThan(1)
    expect(warn).toHaveBeenCalledWith('[start] warm-up render answered 500')
  })

  it('waits for the migrations before it renders, with one line in the log and no page error', async () => {
    const { server, origin, cookies } = await answering([200])
    const dir = buildFolder('id')
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    cleanups.push(
      () => server.close(),
      () => rmSync(dir, { recursive: true }),
      () => log.mockRestore(),
    )
    let migrated = false
    const done = warmUp(origin, dir, { retryMs: 10, migrated: () => migrated })
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
    const dir = buildFolder('id')
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    cleanups.push(
      () => server.close(),
      () => rmSync(dir, { recursive: true }),
      () => log.mockRestore(),
      () => warn.mockRestore(),
    )
    await warmUp(origin, dir, { retryMs: 10, giveUpMs: 100, migrated: () => false })
    expect(warmingUp()).toBe(false)
    expect(cookies).toEqual([])
    expect(log).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls).toEqual([
      ['[start] warm-up skipped: migrations not applied after 100 ms'],
    ])
  })
})
