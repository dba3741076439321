import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { viewedUnit } from '@/server/front-door/page-views/counter.mjs'

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ method, url, headers: { 'user-agent': chrome, ...headers } }) as unknown as IncomingMessage

describe('which requests view a unit page (ADR 0027)', () => {
  it('takes GET of a unit address, with or without its words and query', () => {
    expect(viewedUnit(request('/inventory/42-vab-2025'))).toBe(42)
    expect(viewedUnit(request('/inventory/42?utm_source=window_sticker'))).toBe(42)
    expect(viewedUnit(request('/inventory/42-x', { rsc: '1' }))).toBe(42)
  })

  it('leaves out other pages, HEAD, prefetches and bots', () => {
    expect(viewedUnit(request('/inventory'))).toBeNull()
    expect(viewedUnit(request('/inventory/compare?ids=1,2'))).toBeNull()
    expect(viewedUnit(request('/inventory/42/x'))).toBeNull()
    expect(viewedUnit(request('/inventory/42', {}, 'HEAD'))).toBeNull()
    expect(viewedUnit(request('/inventory/42', { 'next-router-prefetch': '1' }))).toBeNull()
    expect(viewedUnit(request('/inventory/42', { 'sec-purpose': 'prefetch' }))).toBeNull()
    expect(viewedUnit(request('/inventory/42', { 'user-agent': 'curl/8.5.0' }))).toBeNull()
    expect(
      viewedUnit(
        request('/inventory/42', { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' }),
      ),
    ).toBeNull()
    expect(viewedUnit(request('/inventory/42', { 'user-agent': '' }))).toBeNull()
  })
})
