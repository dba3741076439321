import { describe, expect, it } from 'vitest'

import { routeInventory, segmentQuery } from '@/lib/inventory/filter-address'
import { pagedReadQuery, parsePagedRead } from '@/lib/inventory/paged-read'

const route = (query: string) => routeInventory(new URLSearchParams(query))

describe('routeInventory (ADR 0028)', () => {
  it('serves the bare list and a normalised filter from their own cached pages', () => {
    expect(route('')).toEqual({ kind: 'bare' })
    expect(route('boat_length=18&capacity_min=2000&sort=price_asc')).toEqual({
      kind: 'cached',
      segment: 'boat_length%3D18%26capacity_min%3D2000%26sort%3Dprice_asc',
    })
  })
  it('sends every other spelling of a filter to its normalised address', () => {
    const normal = { kind: 'redirect', location: '/inventory?category=Aluminum&sort=price_asc' }
    expect(route('sort=price_asc&category=aluminum')).toEqual(normal)
    expect(route('category=ALUMINUM&sort=price_asc&utm_source=x')).toEqual(normal)
    expect(route('category=Aluminum&sort=price_asc&show=24&axle=')).toEqual(normal)
    expect(route('category=Aluminum&category=Bunk&sort=price_asc')).toEqual(normal)
  })
  it('sends junk alone to the bare list', () => {
    expect(route('foo=1&sort=cheapest&boat_length=abc')).toEqual({
      kind: 'redirect',
      location: '/inventory',
    })
  })
  it("ignores Next's router parameter", () => {
    expect(route('_rsc=abc')).toEqual({ kind: 'bare' })
  })
  it('renders search text per request', () => {
    expect(route('q=bunk')).toEqual({ kind: 'search', query: 'q=bunk' })
  })
})

describe('segmentQuery', () => {
  it('accepts only a normalised filter without search text', () => {
    expect(segmentQuery('axle%3Dtandem')).toBe('axle=tandem')
    expect(segmentQuery('axle=tandem')).toBe('axle=tandem')
    expect(segmentQuery('axle%3DTandem')).toBeNull()
    expect(segmentQuery('q%3Dbunk')).toBeNull()
    expect(segmentQuery('')).toBeNull()
    expect(segmentQuery('%E0%A4%A')).toBeNull()
  })
})

describe('parsePagedRead', () => {
  const read = (query: string) => parsePagedRead(new URLSearchParams(query))
  it('is the full list without `from`', () => {
    expect(read('boat_length=18')).toBeNull()
  })
  it("reads whole pages up to the filter's show", () => {
    expect(pagedReadQuery(read('from=24&show=48&sort=price_asc')!)).toBe(
      'from=24&sort=price_asc&show=48',
    )
    expect(read('from=30&show=48')!.from).toBe(24)
    expect(read('from=999&show=48')!.from).toBe(24)
    expect(read('from=-3')!.from).toBe(0)
    expect(read('from=x')!.from).toBe(0)
  })
})
