import { forbidden, permanentRedirect, redirect } from 'next/navigation'
import { describe, expect, it, vi } from 'vitest'

import { goneStatus, movedStatus, withVisitorQuery } from '@/server/internals/page-status.mjs'

describe("next 16.4.5's forbidden() (what a gone unit page calls)", () => {
  it('throws the 403 access fallback that Next answers 403', () => {
    vi.stubEnv('__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS', 'true')
    let thrown: unknown
    try {
      forbidden()
    } catch (error) {
      thrown = error
    }
    vi.unstubAllEnvs()
    expect((thrown as { digest?: string }).digest).toBe('NEXT_HTTP_ERROR_FALLBACK;403')
  })
})

describe("next 16.4.5's permanentRedirect() (what a moved page calls)", () => {
  it('throws the redirect that Next answers 308', () => {
    let thrown: unknown
    try {
      permanentRedirect('/tips/new-name')
    } catch (error) {
      thrown = error
    }
    expect((thrown as { digest?: string }).digest).toBe('NEXT_REDIRECT;replace;/tips/new-name;308;')
  })
})

describe("next 16.4.5's redirect() (what a temporarily moved page calls)", () => {
  it('throws the redirect that Next answers 307', () => {
    let thrown: unknown
    try {
      redirect('/tips/new-name')
    } catch (error) {
      thrown = error
    }
    expect((thrown as { digest?: string }).digest).toBe('NEXT_REDIRECT;replace;/tips/new-name;307;')
  })
})

describe('goneStatus and movedStatus', () => {
  it("take a unit page's 403 as 410 and no other 403", () => {
    expect(goneStatus('/inventory/sold-unit', 403)).toBe(410)
    expect(goneStatus('/cms/account', 403)).toBe(403)
    expect(goneStatus('/inventory/a-unit', 200)).toBe(200)
  })

  it("take Next's permanent redirect as 301 and its temporary one as 302", () => {
    expect(movedStatus(308)).toBe(301)
    expect(movedStatus(307)).toBe(302)
    expect(movedStatus(200)).toBe(200)
  })
})

describe('withVisitorQuery', () => {
  it("adds the visitor's query to a redirect to another page", () => {
    expect(withVisitorQuery('/bunk-trailers?utm_source=mail&a=1', '/trailers/bunk')).toBe(
      '/trailers/bunk?utm_source=mail&a=1',
    )
    expect(withVisitorQuery('/old?x=1', 'https://example.com/new')).toBe(
      'https://example.com/new?x=1',
    )
  })

  it('leaves a Location with its own query, one on the same path, or a request without one', () => {
    expect(withVisitorQuery('/admin/leads?x=1', '/admin?tab=leads')).toBe('/admin?tab=leads')
    expect(withVisitorQuery('/inventory?junk=1', 'http://127.0.0.1/inventory', '127.0.0.1')).toBe(
      'http://127.0.0.1/inventory',
    )
    expect(
      withVisitorQuery('/specials?x=1', 'https://partner.example/specials', 'site.example'),
    ).toBe('https://partner.example/specials?x=1')
    expect(withVisitorQuery('/old', '/new')).toBe('/new')
    expect(withVisitorQuery('/old?', '/new')).toBe('/new')
  })
})
