import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'

import { scriptHash } from '@/lib/csp/script-hash.mjs'
import {
  cspStep,
  frameworkScriptHashes,
  isFrameworkScript,
  nonceForCmsPage,
} from '@/server/front-door/pipeline/csp.mjs'
import { fakeAnswer } from '@/server/front-door/pipeline/fake-answer'

/* The three inline scripts of a page as Next 16.4.5 writes them (from the built `/`). */
const bootstrap =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[494553]});'
const queue = '(self.__next_f=self.__next_f||[]).push([0])'
const data = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[1,[],\\"Page\\"]\\n"])'

const page = (...scripts: string[]) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>${scripts.join('')}</body></html>`

describe('scriptHash', () => {
  it('is the CSP source of the SHA-256 of the UTF-8 text, in base64', () => {
    const text = 'self.__next_f.push([1,"é"])'
    const digest = createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')
    expect(scriptHash(text)).toBe(`'sha256-${digest}'`)
  })
})

describe('isFrameworkScript', () => {
  it("recognises Next's bootstrap, data queue and page data calls", () => {
    for (const source of [bootstrap, queue, data]) expect(isFrameworkScript(source)).toBe(true)
  })

  it('refuses anything else, also when it starts like one of them', () => {
    for (const source of [
      'alert(1)',
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push([1,"x"]),alert(1)',
      'self.__next_f.push(alert(1))',
      'self.__next_f.push([1,"x"])\nalert(1)//)',
      'self.__next_f.push([0]',
      ' self.__next_f.push([0])',
    ])
      expect(isFrameworkScript(source), source).toBe(false)
  })
})

describe('frameworkScriptHashes', () => {
  it("hashes each of Next's inline scripts once", () => {
    const html = page(
      `<script id="_R_">${bootstrap}</script>`,
      ...[queue, data, queue].map((s) => `<script>${s}</script>`),
    )
    expect(frameworkScriptHashes(html).sort()).toEqual(
      [bootstrap, queue, data].map(scriptHash).sort(),
    )
  })

  it('gives an injected inline script no hash, so the browser refuses it', () => {
    const injected = 'window.__xss = "script"'
    const html = page(`<script>${data}</script>`, `<div><script>${injected}</script></div>`)
    expect(frameworkScriptHashes(html)).toEqual([scriptHash(data)])
  })

  it('leaves out external scripts and data blocks such as JSON-LD, which CSP does not govern', () => {
    const html = page(
      '<script type="application/ld+json">{"@type":"AutoDealer"}</script>',
      `<script src="/x.js">${queue}</script>`,
      `<script type="module">${queue}</script>`,
    )
    expect(frameworkScriptHashes(html)).toEqual([scriptHash(queue)])
  })
})

describe('nonceForCmsPage', () => {
  const policyFor = (sources: string[]) => `script-src 'self' ${sources.join(' ')}`.trim()
  const sent = { requestHeaders: { 'content-security-policy': "script-src 'nonce-chosen'" } }

  it("gives a CMS page a nonce of its own for Next to hand React, and puts it in the page's policy", () => {
    const answer = fakeAnswer('/cms/globals/pricing', 200, {}, sent)
    nonceForCmsPage(answer)
    expect(answer.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(answer.request.headers['content-security-policy']).toBe(
      `script-src 'nonce-${answer.nonce}'`,
    )
    answer.body = Buffer.from(page(`<script>${queue}</script>`))
    cspStep(policyFor).body?.(answer)
    expect(answer.response.getHeader('content-security-policy')).toBe(
      `script-src 'self' ${scriptHash(queue)} 'nonce-${answer.nonce}'`,
    )
  })

  it('gives each CMS page another nonce', () => {
    const [first, second] = ['/cms', '/cms/login'].map((url) => fakeAnswer(url, 200))
    nonceForCmsPage(first)
    nonceForCmsPage(second)
    expect(first.nonce).not.toBe(second.nonce)
  })

  it("gives other pages and the CMS's API none, and drops the policy a client sent", () => {
    for (const url of ['/', '/inventory', '/cmsx', '/cms/api/users/me', '/api/inventory']) {
      const answer = fakeAnswer(url, 200, {}, sent)
      nonceForCmsPage(answer)
      expect(answer.nonce, url).toBeUndefined()
      expect(answer.request.headers['content-security-policy'], url).toBeUndefined()
    }
  })
})
