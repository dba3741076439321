import { describe, expect, it } from 'vitest'

import { scriptHash } from '@/lib/csp/script-hash.mjs'
import {
  afterLoadScript,
  afterLoadScriptHashes,
  holdScriptsUntilLoad,
} from '@/server/front-door/pipeline/scripts.mjs'

/* The head and body as Next 16.4.5 writes them (trimmed from a built page). */
const head =
  '<head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/1.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/2.js"/>' +
  '<script src="/_next/static/chunks/3.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-4.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<link rel="preload" href="/_next/static/chunks/5.css" as="style"/></head>'
const body = '<body><p>Hi</p><script>self.__next_f.push([1,"x"])</script></body></html>'
const page = (htmlTag: string) => `<!DOCTYPE html>${htmlTag}${head}${body}`

describe('holdScriptsUntilLoad', () => {
  it("holds Next's scripts and script preloads of a page that asks for it", () => {
    const held = holdScriptsUntilLoad(page('<html lang="en" data-scripts="after-load">'))!
    expect(held).toContain('<script type="text/x-after-load" src="/_next/static/chunks/3.js"')
    expect(held).toContain(
      '<script type="text/x-after-load" src="/_next/static/chunks/turbopack-4.js" async="">',
    )
    expect(held).toContain(
      '<link rel="x-after-load" as="script" fetchPriority="low" href="/_next/static/chunks/2.js"/>',
    )
    expect(held).not.toMatch(/<script src="[^"]+" async="">/)
    expect(held).not.toContain('rel="preload" as="script"')
  })

  it('leaves alone what a browser does not load early: styles, polyfills, inline data', () => {
    const held = holdScriptsUntilLoad(page('<html lang="en" data-scripts="after-load">'))!
    expect(held).toContain('<link rel="stylesheet" href="/_next/static/chunks/1.css"')
    expect(held).toContain('<link rel="preload" href="/_next/static/chunks/5.css" as="style"/>')
    expect(held).toContain('<script src="/_next/static/chunks/polyfills.js" noModule="">')
    expect(held).toContain(body)
  })

  it('adds the starter once, at the end of the head', () => {
    const held = holdScriptsUntilLoad(page('<html lang="en" data-scripts="after-load">'))!
    expect(held.split(afterLoadScript)).toHaveLength(2)
    expect(held).toContain(`<script>${afterLoadScript}</script></head>`)
  })

  it('leaves a page that did not ask for it, or holds nothing, as it is', () => {
    expect(holdScriptsUntilLoad(page('<html lang="en">'))).toBeUndefined()
    expect(
      holdScriptsUntilLoad(`<!DOCTYPE html><html data-scripts="after-load"><head></head>${body}`),
    ).toBeUndefined()
  })
})

describe('afterLoadScriptHashes', () => {
  const held = holdScriptsUntilLoad(page('<html lang="en" data-scripts="after-load">'))!

  it('allows the starter of a page that holds its scripts, also when it was rewritten before', () => {
    expect(afterLoadScriptHashes(held)).toEqual([scriptHash(afterLoadScript)])
    expect(holdScriptsUntilLoad(held)).toBeUndefined()
  })

  it('allows nothing in a page that did not ask for it, whatever its content holds', () => {
    expect(afterLoadScriptHashes(page('<html lang="en">'))).toEqual([])
    expect(afterLoadScriptHashes(held.replace(' data-scripts="after-load"', ''))).toEqual([])
  })
})
