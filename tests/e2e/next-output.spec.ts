import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import {
  inlineScriptQueueCalls,
  nextScriptPreload,
  nextScriptTag,
  notFoundDocumentFile,
} from '@/server/internals/next-output.mjs'
import { frameworkScriptHashes } from '@/server/front-door/pipeline/csp.mjs'
import { holdScriptsUntilLoad } from '@/server/front-door/pipeline/scripts.mjs'

import { expect, test } from './fixtures'

/*
 * The tripwire's second half (src/server/internals/next-output.mjs): the shapes the pipeline
 * reads, checked against the build this suite runs on, not a hand copy. A Next upgrade that
 * writes its scripts, preloads or inline scripts another way fails here.
 */
const distDir = process.env.NEXT_DIST_DIR || '.next'
const appDir = path.join(distDir, 'server/app')

/* Every prerendered HTML page of the build. */
const prerendered = (readdirSync(appDir, { recursive: true }) as string[])
  .filter((name) => name.endsWith('.html'))
  .map((name) => ({ name, html: readFileSync(path.join(appDir, name), 'utf8') }))

/* The inline scripts a browser runs: no `src`, no data type (JSON-LD). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\bsrc=|\btype=/i.test(attributes))
    .map(([, , source]) => source)

test.describe("Next's output, as the pipeline reads it", () => {
  test('the 404 document is where the pipeline reads it', () => {
    expect(existsSync(path.join(distDir, notFoundDocumentFile))).toBe(true)
  })

  test('a public page of the build has the script tags and preloads the scripts step holds', () => {
    const page = prerendered.find(({ html }) => html.includes('data-scripts="after-load"'))
    expect(page, 'a prerendered public page (data-scripts="after-load")').toBeDefined()
    const { html } = page!
    expect(html.match(nextScriptTag)?.length ?? 0).toBeGreaterThan(0)
    expect(html.match(nextScriptPreload)?.length ?? 0).toBeGreaterThan(0)
    const held = holdScriptsUntilLoad(html)
    expect(held).toBeDefined()
    expect(held).not.toMatch(nextScriptTag)
  })

  test("every inline script of every prerendered page is one of Next's queue calls", () => {
    expect(prerendered.length).toBeGreaterThan(0)
    for (const { name, html } of prerendered) {
      const scripts = inlineScripts(html)
      expect(scripts.length, name).toBeGreaterThan(0)
      for (const source of scripts) {
        expect(
          inlineScriptQueueCalls.some((call) => source.startsWith(call)),
          `${name}: ${source.slice(0, 80)}`,
        ).toBe(true)
      }
      expect(frameworkScriptHashes(html).length, name).toBe(new Set(scripts).size)
    }
  })
})

/* The bytes as they travelled: Playwright's request context would undo the compression. */
function raw(url: string, acceptEncoding: string) {
  return new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
    httpRequest(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          encoding: response.headers['content-encoding'],
          vary: String(response.headers.vary ?? ''),
          body: Buffer.concat(chunks),
        }),
      )
    })
      .on('error', reject)
      .end()
  })
}

test.describe('one compression per answer (ADR 0041)', () => {
  for (const [accept, coding] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    test(`a page and the inventory list come back ${coding} for ${accept}, compressed once`, async ({
      baseURL,
    }) => {
      const decode = coding === 'br' ? brotliDecompressSync : gunzipSync
      for (const [pathname, plain] of [
        ['/', /^<!DOCTYPE html>/],
        ['/trailers/aluminum', /^<!DOCTYPE html>/],
        ['/api/inventory', /^[[{]/],
      ] as const) {
        const answer = await raw(`${baseURL}${pathname}`, accept)
        expect(answer.encoding, pathname).toBe(coding)
        expect(answer.vary, pathname).toMatch(/accept-encoding/i)
        // Undone once, the bytes are the document itself: no second layer inside.
        expect(String(decode(answer.body)), pathname).toMatch(plain)
      }
    })
  }

  test('an answer for a client that accepts no compression goes out as it is', async ({
    baseURL,
  }) => {
    const answer = await raw(`${baseURL}/`, 'identity')
    expect(answer.encoding).toBeUndefined()
    expect(String(answer.body)).toMatch(/^<!DOCTYPE html>/)
  })
})
