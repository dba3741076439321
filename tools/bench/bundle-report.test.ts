import { describe, expect, it } from 'vitest'

import { bundlePage, firstLoadScripts, quoteFormModule } from './bundle-report'
import { charactersBySource, moduleGroup } from './chunk-modules'
import { compileHint } from '../build/compile-hints'

describe('firstLoadScripts', () => {
  it('lists the scripts and script preloads of a page once each, not the nomodule polyfills', () => {
    const html =
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>' +
      '<script src="/_next/static/chunks/poly.js" noModule=""></script>' +
      '<script src="/_next/static/chunks/a.js" async=""></script>' +
      '<script src="/_next/static/chunks/b.js" async=""></script>' +
      '<script>self.__next_f.push([1])</script><script src="https://example.com/x.js"></script>'
    expect(firstLoadScripts(html)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
    ])
  })

  it('counts the scripts a page holds until its load event', () => {
    const html =
      '<link rel="x-after-load" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>' +
      '<script type="text/x-after-load" src="/_next/static/chunks/b.js" async=""></script>'
    expect(firstLoadScripts(html)).toEqual([
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/a.js',
    ])
  })
})

describe('moduleGroup', () => {
  it.each([
    ['turbopack:///[project]/node_modules/next/dist/compiled/react-dom/client.js', 'react-dom'],
    [
      'turbopack:///[project]/node_modules/next/src/client/components/layout-router.tsx',
      'next: client/components',
    ],
    ['turbopack:///[project]/node_modules/@swc/helpers/esm/_x.js', '@swc/helpers'],
    ['turbopack:///[project]/src/components/leads/QuoteForm.client.tsx', quoteFormModule],
    [undefined, 'unmapped'],
  ])('%s belongs to %s', (source, group) => {
    expect(moduleGroup(source)).toBe(group)
  })
})

describe('charactersBySource', () => {
  // Two sources on one generated line: "aaaa" from a.ts (columns 0-3), "bb" from b.ts (4-5).
  const map = {
    version: 3 as const,
    sources: ['turbopack:///[project]/src/a.ts', 'turbopack:///[project]/src/b.ts'],
    names: [],
    mappings: 'AAAA,ICAA',
  }

  it('counts each mapped stretch for its source', () => {
    expect(charactersBySource('aaaabb', map)).toEqual({
      'src/a.ts': 4,
      'src/b.ts': 2,
    })
  })

  it('reads the map below the compile hint the build puts above the code', () => {
    const counts = charactersBySource(`${compileHint}aaaabb`, map)
    expect(counts['src/a.ts']).toBe(4)
    expect(counts['src/b.ts']).toBe(2)
  })
})

describe('bundlePage', () => {
  it('adds up the chunks and knows a quote-form page by its module', () => {
    const page = bundlePage('/contact', [
      { url: '/a.js', rawBytes: 300, gzipBytes: 100, modules: { 'react-dom': 100 } },
      {
        url: '/b.js',
        rawBytes: 30,
        gzipBytes: 10,
        modules: { [quoteFormModule]: 6, 'react-dom': 4 },
      },
    ])
    expect(page).toEqual({
      path: '/contact',
      firstLoadBytes: 110,
      rawBytes: 330,
      chunks: 2,
      quoteForm: true,
      modules: { 'react-dom': 104, [quoteFormModule]: 6 },
    })
  })
})
