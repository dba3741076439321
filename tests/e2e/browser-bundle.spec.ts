import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

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

for (const page of ['/', '/contact', '/inventory', '/trailers/aluminum', '/tips']) {
  test(`${page} loads no script holding zod`, async ({ request }) => {
    const html = await (await request.get(page)).text()
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!)
    expect(scripts.length).toBeGreaterThan(0)
    for (const src of scripts) {
      const body = await (await request.get(src)).text()
      expect(body.includes(zodMarker), src).toBe(false)
    }
  })
}
