import { describe, expect, it } from 'vitest'

import { compileHint, firstPaintScripts, withCompileHint } from './compile-hints'

describe('withCompileHint', () => {
  it('puts the hint on a line of its own before the code', () => {
    expect(withCompileHint('(globalThis.TURBOPACK||[]).push([])')).toBe(
      '//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push([])',
    )
  })

  it('adds it once, however often the build step runs', () => {
    const once = withCompileHint('x()')
    expect(withCompileHint(once)).toBe(once)
    expect(once.split(compileHint)).toHaveLength(2)
  })
})

describe('firstPaintScripts', () => {
  it('lists the Next chunks a page loads, once each, in page order', () => {
    const html =
      '<link rel="preload" as="script" href="/_next/static/chunks/b.js"/>' +
      '<script src="/_next/static/chunks/a.js" async=""></script>' +
      '<script async src="/_next/static/chunks/b.js"></script>' +
      '<script src="/_next/static/chunks/a.js" async=""></script>'
    expect(firstPaintScripts(html)).toEqual(['static/chunks/a.js', 'static/chunks/b.js'])
  })

  it("drops a deployment id's query string", () => {
    const html = '<script src="/_next/static/chunks/a.js?dpl=dpl_123" async=""></script>'
    expect(firstPaintScripts(html)).toEqual(['static/chunks/a.js'])
  })

  it('leaves out inline scripts and third-party scripts', () => {
    const html =
      '<script>self.__next_f.push([1,"src=\\"/x.js\\""])</script>' +
      '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>' +
      '<script type="application/ld+json">{"@type":"AutoDealer"}</script>'
    expect(firstPaintScripts(html)).toEqual([])
  })
})
