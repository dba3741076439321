import { describe, expect, it } from 'vitest'

import { canonicalSegment, isTipSlug, tipCanonicalPath } from '@/lib/tips/paths'

describe('isTipSlug', () => {
  it('accepts lowercase words joined by single hyphens', () => {
    expect(isTipSlug('brake-maintenance')).toBe(true)
    expect(isTipSlug('tips2026')).toBe(true)
  })

  it('rejects anything that could leave /tips/ or break a URL', () => {
    for (const value of ['', 'Brake', 'a--b', '-a', 'a-', '../admin', 'a/b', '//evil.com', 'a b']) {
      expect(isTipSlug(value), value).toBe(false)
    }
    expect(isTipSlug(undefined)).toBe(false)
    expect(isTipSlug('a'.repeat(101))).toBe(false)
  })
})

describe('tipCanonicalPath', () => {
  it("is the guide's own route unless it declares another", () => {
    expect(tipCanonicalPath({ slug: 'tongue-weight-guide' })).toBe('/tips/tongue-weight-guide')
    expect(tipCanonicalPath({ slug: 'tongue-weight-guide', canonicalPath: null })).toBe(
      '/tips/tongue-weight-guide',
    )
    expect(
      tipCanonicalPath({
        slug: 'brake-maintenance',
        canonicalPath: '/tips/brake-maintenance-guide',
      }),
    ).toBe('/tips/brake-maintenance-guide')
  })
})

describe('canonicalSegment', () => {
  it('extracts the segment of a canonical path under /tips/', () => {
    expect(canonicalSegment('/tips/winterizing-your-trailer')).toBe('winterizing-your-trailer')
  })

  it('ignores empty paths and paths outside /tips/', () => {
    for (const path of [undefined, null, '', '/tips/', '/trailers/bunk', '/tips/a/b', '/tips/A']) {
      expect(canonicalSegment(path), String(path)).toBeNull()
    }
  })
})
