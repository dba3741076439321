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
    const done = warmUp(origin, dir, { retryMs: 10 })
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
    await warmUp(origin, dir, { retryMs: 10, giveUpMs: 100 })
    expect(warmingUp()).toBe(false)
    expect(cookies.length).toBeGreaterThan(1)
    expect(warn).toHaveBeenCalledWith('[start] warm-up render answered 500')
  })
})
