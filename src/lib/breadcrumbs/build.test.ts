import { describe, expect, it } from 'vitest'

import { breadcrumbJsonLd, buildBreadcrumbs, isUnitPagePath } from '@/lib/breadcrumbs/build'

describe('buildBreadcrumbs', () => {
  it('gives home no trail', () => {
    expect(buildBreadcrumbs('/')).toEqual([])
    expect(buildBreadcrumbs('')).toEqual([])
  })

  it('starts with Home and adds one crumb per segment with its cumulative path', () => {
    expect(buildBreadcrumbs('/trailers/pwc')).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Trailers', path: '/trailers' },
      { label: 'Pwc', path: '/trailers/pwc' },
    ])
  })

  it('title-cases each segment and turns hyphens into spaces', () => {
    const trail = buildBreadcrumbs('/tips/check-tire-pressure-monthly')
    expect(trail.at(-1)).toEqual({
      label: 'Check Tire Pressure Monthly',
      path: '/tips/check-tire-pressure-monthly',
    })
  })

  it('ignores trailing slashes, query strings and hashes', () => {
    expect(buildBreadcrumbs('/contact/?trailer=VAB-1025#form').map((c) => c.label)).toEqual([
      'Home',
      'Contact',
    ])
  })

  it('decodes percent-encoded segments and survives malformed ones', () => {
    expect(buildBreadcrumbs('/a%20b').at(-1)?.label).toBe('A b')
    expect(buildBreadcrumbs('/bad%E0%A4%A').at(-1)?.label).toBe('Bad%E0%A4%A')
  })
})

describe('breadcrumbJsonLd', () => {
  it('lists every crumb with its position and absolute URL', () => {
    const data = breadcrumbJsonLd(buildBreadcrumbs('/trailers/aluminum'), 'https://example.com')
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Trailers',
          item: 'https://example.com/trailers',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Aluminum',
          item: 'https://example.com/trailers/aluminum',
        },
      ],
    })
  })
})

describe("a unit page's trail", () => {
  it("ends with the unit's name instead of its address words", () => {
    expect(
      buildBreadcrumbs('/inventory/10-vask-2300-aluminum-skiff', 'VASK-2300 Aluminum Skiff').map(
        (crumb) => crumb.label,
      ),
    ).toEqual(['Home', 'Inventory', 'VASK-2300 Aluminum Skiff'])
  })
  it('is told apart from the other inventory pages', () => {
    expect(isUnitPagePath('/inventory/10-vask-2300-aluminum-skiff')).toBe(true)
    expect(isUnitPagePath('/inventory/10')).toBe(true)
    expect(isUnitPagePath('/inventory/10-vask-2300-aluminum-skiff/payment')).toBe(true)
    expect(isUnitPagePath('/inventory/10-vask-2300-aluminum-skiff/reserve')).toBe(true)
    expect(isUnitPagePath('/inventory/10-vask-2300-aluminum-skiff/reserve/done')).toBe(true)
    expect(isUnitPagePath('/inventory/10-vask-2300-aluminum-skiff/reserve/other')).toBe(false)
    expect(isUnitPagePath('/inventory/10-vask-2300-aluminum-skiff/other')).toBe(false)
    expect(isUnitPagePath('/inventory/compare')).toBe(false)
    expect(isUnitPagePath('/inventory')).toBe(false)
    expect(isUnitPagePath('/trailers/10-x')).toBe(false)
  })
})
