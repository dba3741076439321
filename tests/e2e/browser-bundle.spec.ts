import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import type { APIRequestContext } from '@playwright/test'

import { signupErrors } from '@/lib/alerts/refusals'
import { leadRefusals } from '@/lib/leads/refusals'

import { expect, test } from './fixtures'

/*
 * What a page ships to the browser holds no server-side validation library: the quote form reads
 * the visit's source with a few lines (src/lib/leads/browser-source.ts), while zod checks it on
 * the server. Read from the scripts the built pages load, so a transitive import fails too.
 */
const zodMarker = '__zod_globalConfig'

test('zod still carries the marker this test looks for', () => {
  const require = createRequire(import.meta.url)
  const core = path.join(path.dirname(require.resolve('zod/package.json')), 'v4/core/core.js')
  expect(readFileSync(core, 'utf8')).toContain(zodMarker)
})

/* The bodies of the scripts a page loads or preloads (held until load or not), by address. */
async function scriptsOf(request: APIRequestContext, page: string): Promise<Map<string, string>> {
  const html = await (await request.get(page)).text()
  const sources = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\sas="script"[^>]*\shref)="([^"]+)"/g),
  ].map((match) => match[1]!)
  expect(sources.length).toBeGreaterThan(0)
  const bodies = new Map<string, string>()
  for (const src of sources) bodies.set(src, await (await request.get(src)).text())
  return bodies
}

for (const page of ['/', '/contact', '/inventory', '/trailers/aluminum', '/tips']) {
  test(`${page} loads no script holding zod`, async ({ request }) => {
    for (const [src, body] of await scriptsOf(request, page)) {
      expect(body.includes(zodMarker), src).toBe(false)
    }
  })
}

/* Refusals are the server's to show: the form islands carry only what they show themselves. */
test('the quote and alert forms load none of the refusal texts', async ({ request }) => {
  const refusals = [leadRefusals.busy, signupErrors.unit]
  for (const [src, body] of await scriptsOf(request, '/inventory/1-vab-2025-aluminum-bunk')) {
    for (const text of refusals) expect(body.includes(text), src).toBe(false)
  }
})
