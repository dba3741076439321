import { describe, expect, it } from 'vitest'

import {
  finalTarget,
  isOldAddress,
  isOwnedAddress,
  isSitePath,
  oldAddressOf,
  parseTarget,
  planMove,
  type Redirect,
} from '@/lib/redirects/rules'

const r = (id: number, from: string, to: string): Redirect => ({ id, from, to })

describe('planMove', () => {
  it('adds one redirect for a first move', () => {
    expect(planMove([], '/tips/a', '/tips/b')).toEqual({
      create: { from: '/tips/a', to: '/tips/b' },
      retarget: [],
      remove: [],
    })
  })

  it('collapses a chain: what pointed at the old address points at the new one', () => {
    const plan = planMove([r(1, '/tips/a', '/tips/b')], '/tips/b', '/tips/c')
    expect(plan).toEqual({
      create: { from: '/tips/b', to: '/tips/c' },
      retarget: [{ id: 1, to: '/tips/c' }],
      remove: [],
    })
  })

  it('removes the redirect from an address a page takes back, so nothing loops', () => {
    const plan = planMove([r(1, '/tips/a', '/tips/b')], '/tips/b', '/tips/a')
    expect(plan).toEqual({ create: { from: '/tips/b', to: '/tips/a' }, retarget: [], remove: [1] })
  })

  it('retargets an existing redirect from the old address instead of adding a second', () => {
    const plan = planMove([r(1, '/tips/a', '/tips/x')], '/tips/a', '/tips/b')
    expect(plan).toEqual({ create: null, retarget: [{ id: 1, to: '/tips/b' }], remove: [] })
  })

  it('changes nothing when the address stays', () => {
    expect(planMove([r(1, '/tips/a', '/tips/b')], '/tips/b', '/tips/b')).toEqual({
      create: null,
      retarget: [],
      remove: [],
    })
  })
})

describe('finalTarget', () => {
  it('follows the chain after a redirect to its end', () => {
    expect(finalTarget([r(1, '/b', '/c'), r(2, '/c', '/d')], '/a', '/b')).toBe('/d')
  })

  it('answers null when the chain comes back to the redirect itself', () => {
    expect(finalTarget([r(1, '/b', '/a')], '/a', '/b')).toBeNull()
    expect(finalTarget([], '/a', '/a')).toBeNull()
  })

  it('ignores the stored copy of the redirect being edited', () => {
    expect(finalTarget([r(1, '/a', '/b')], '/a', '/c')).toBe('/c')
  })
})

describe('isSitePath', () => {
  it('takes lowercase site paths only', () => {
    expect(isSitePath('/tips/brake-maintenance')).toBe(true)
    for (const bad of ['tips/a', '/tips/a/', '//evil.example', '/a?b=1', 'https://x.y/a', '/A']) {
      expect(isSitePath(bad), bad).toBe(false)
    }
  })
})

describe('oldAddressOf', () => {
  it('keeps the path of a pasted link, without its query, fragment or closing slash', () => {
    expect(oldAddressOf(' https://old.example.com/Bunk-Trailers.html?id=3#top ')).toBe(
      '/Bunk-Trailers.html',
    )
    expect(oldAddressOf('/bunk-trailers/')).toBe('/bunk-trailers')
    expect(oldAddressOf('https://old.example.com/Bunk%20Trailers.html')).toBe('/Bunk Trailers.html')
    expect(oldAddressOf('/b%C3%A5t.html')).toBe('/båt.html')
    expect(oldAddressOf('/100%')).toBe('/100%')
    expect(oldAddressOf('/')).toBe('/')
  })
})

describe('isOldAddress', () => {
  it('takes any path an old site may have used', () => {
    for (const good of ['/bunk-trailers', '/Bunk Trailers.html', '/båt.html', '/old/page.php']) {
      expect(isOldAddress(good), good).toBe(true)
    }
  })

  it('refuses the home page, other sites, queries and control characters', () => {
    for (const bad of [
      '/',
      'bunk',
      '//evil.example',
      '/a?b=1',
      '/a#b',
      '/a\tb',
      '/a ',
      '/a\\b',
      '/a\u0000',
    ]) {
      expect(isOldAddress(bad), bad).toBe(false)
    }
    expect(isOldAddress(`/${'a'.repeat(200)}`)).toBe(false)
  })
})

describe('isOwnedAddress', () => {
  it("names the site's fixed pages and what it answers before any redirect", () => {
    for (const owned of ['/about', '/inventory', '/cms/login', '/api/contact', '/favicon.ico']) {
      expect(isOwnedAddress(owned), owned).toBe(true)
    }
    for (const free of ['/bunk-trailers', '/tips/old-name', '/about-us']) {
      expect(isOwnedAddress(free), free).toBe(false)
    }
  })
})

describe('parseTarget', () => {
  it('reads a page of this site, with or without a query', () => {
    expect(parseTarget('/trailers/bunk')).toEqual({ kind: 'site', path: '/trailers/bunk' })
    expect(parseTarget('/inventory?type=bunk')).toEqual({ kind: 'site', path: '/inventory' })
    expect(parseTarget('/')).toEqual({ kind: 'site', path: '/' })
  })

  it('reads an outside https address', () => {
    expect(parseTarget('https://www.venturetrailers.com/x')).toEqual({
      kind: 'outside',
      url: 'https://www.venturetrailers.com/x',
    })
  })

  it('refuses anything else', () => {
    for (const bad of [
      'http://example.com/',
      'https://user:pw@example.com/',
      'https://localhost/',
      '//evil.example',
      'trailers/bunk',
      '/Trailers',
      '/a?b c',
      'javascript:alert(1)',
      'https://example.com/a\r\nX:y',
      'https://example.com/€',
      '/inventory?type=b\u00e5t',
    ]) {
      expect(parseTarget(bad), bad).toBeNull()
    }
  })
})
