import { describe, expect, it } from 'vitest'

import {
  compileHint,
  firstPaintScripts,
  parseClientReferenceManifest,
  withCompileHint,
} from './compile-hints'

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
  it("lists the runtime and every public page's entry chunks, once each", () => {
    expect(
      firstPaintScripts({
        buildManifest: {
          polyfillFiles: ['static/chunks/polyfill.js'],
          rootMainFiles: ['static/chunks/a.js', 'static/chunks/turbopack.js'],
        },
        pageManifests: [
          {
            entryJSFiles: {
              '[project]/src/app/(site)/layout': ['static/chunks/layout.js'],
              '[project]/src/app/(site)/about/page': ['static/chunks/layout.js'],
            },
          },
          { entryJSFiles: { '[project]/src/app/(site)/error': ['static/chunks/error.js'] } },
          {},
        ],
      }),
    ).toEqual([
      'static/chunks/polyfill.js',
      'static/chunks/a.js',
      'static/chunks/turbopack.js',
      'static/chunks/layout.js',
      'static/chunks/error.js',
    ])
  })
})

describe('parseClientReferenceManifest', () => {
  it('reads the manifest Next assigns to globalThis', () => {
    const source =
      'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n' +
      'globalThis.__RSC_MANIFEST["/(site)/about/page"] = {"entryJSFiles":{"x":["static/chunks/x.js"]}};\n'
    expect(parseClientReferenceManifest(source)).toEqual({
      entryJSFiles: { x: ['static/chunks/x.js'] },
    })
  })
})
