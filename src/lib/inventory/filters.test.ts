import { describe, expect, it } from 'vitest'

import {
  boatLengthFits,
  filterQuery,
  inventoryPageSize,
  noFilter,
  parseFilter,
  visibleInventory,
} from '@/lib/inventory/filters'
import { pagedRead } from '@/lib/inventory/paged-read'

describe('boatLengthFits', () => {
  it('holds a boat within a range, ends included', () => {
    expect(boatLengthFits("16'-18'", 16)).toBe(true)
    expect(boatLengthFits("16'-18'", 17.5)).toBe(true)
    expect(boatLengthFits("16'-18'", 18)).toBe(true)
    expect(boatLengthFits("16'-18'", 15.5)).toBe(false)
    expect(boatLengthFits("16'-18'", 18.5)).toBe(false)
  })
  it("reads 'Up to 12'' and a lone figure as anything up to it", () => {
    expect(boatLengthFits("Up to 12'", 9)).toBe(true)
    expect(boatLengthFits("Up to 12'", 12)).toBe(true)
    expect(boatLengthFits("Up to 12'", 13)).toBe(false)
    expect(boatLengthFits(`19' 6"`, 19.5)).toBe(true)
  })
  it('fits nothing without a published range', () => {
    expect(boatLengthFits(null, 16)).toBe(false)
    expect(boatLengthFits('ask us', 16)).toBe(false)
  })
})

describe('parseFilter and filterQuery', () => {
  it('reads every filter from the address and writes it back the same', () => {
    const query =
      'q=bunk&category=Aluminum&boat_length=17&capacity_min=2000&price_max=5000&axle=tandem&material=galvanized-steel&sort=price_asc&show=48'
    const filter = parseFilter(new URLSearchParams(query))
    expect(filter).toEqual({
      q: 'bunk',
      category: 'Aluminum',
      boat_length: 17,
      capacity_min: 2000,
      price_max: 5000,
      axle: 'Tandem',
      material: 'Galvanized Steel',
      sort: 'price_asc',
      show: 48,
      fit: null,
    })
    expect(filterQuery(filter)).toBe(query)
  })
  it('keeps a fit check’s boat on its steps, erring heavy, and drops an invalid one', () => {
    const fit = parseFilter(
      new URLSearchParams(
        'fit_length=18.2&fit_dry=1502&fit_engine=351&fit_fuel=24.6&fit_tow=3550&fit_outboard=90',
      ),
    )
    expect(fit.fit).toEqual({
      length: 18,
      dryWeight: 1510,
      engineWeight: 360,
      outboard: undefined,
      fuelGallons: 25,
      fuelType: 'gasoline',
      gearWeight: undefined,
      towRating: 3500,
    })
    expect(filterQuery(fit)).toBe(
      'fit_length=18&fit_dry=1510&fit_engine=360&fit_fuel=25&fit_fuel_type=gasoline&fit_tow=3500',
    )
    expect(parseFilter(new URLSearchParams('fit_length=18&fit_dry=-5&fit_engine=300')).fit).toBe(
      null,
    )
  })
  it('ignores empty, malformed and unknown values (a plain form GET sends empty ones)', () => {
    const filter = parseFilter({ boat_length: '', capacity_min: 'lots', axle: 'quad', sort: 'x' })
    expect(filter).toEqual(noFilter)
    expect(filterQuery(filter)).toBe('')
  })
  it('draws whole pages of cards, from one page up to a hundred', () => {
    const shown = (show: string) => parseFilter({ show }).show
    expect(shown('1')).toBe(inventoryPageSize)
    expect(shown(String(inventoryPageSize + 1))).toBe(2 * inventoryPageSize)
    expect(shown('1e9')).toBe(100 * inventoryPageSize)
    expect(shown('-5')).toBe(inventoryPageSize)
  })
  it('puts figures on the form steps within bounds, never hiding a unit the typed figure shows', () => {
    const filter = parseFilter({ boat_length: '17.3', capacity_min: '2050', price_max: '12345' })
    expect(filter).toMatchObject({ boat_length: 17.5, capacity_min: 2000, price_max: 12400 })
    expect(parseFilter({ capacity_min: '1e12', price_max: '0.01' })).toMatchObject({
      capacity_min: 30_000,
      price_max: 100,
    })
  })
  it('caps and tidies search text', () => {
    expect(parseFilter({ q: '  bunk   trailer ' }).q).toBe('bunk trailer')
    expect(parseFilter({ q: 'x'.repeat(500) }).q).toHaveLength(60)
  })
})

const unit = (id: number, over: object = {}) => ({
  id,
  model_name: `Unit ${id}`,
  description: '',
  category_name: 'Aluminum Bunk Trailers',
  is_available: true,
  stock_quantity: 1,
  status: 'available' as const,
  boat_length: "16'-18'",
  capacity_pounds: 2000,
  price: 4000,
  axle_configuration: 'Single' as const,
  material: 'Aluminum' as const,
  ...over,
})

describe('visibleInventory with filters', () => {
  const items = [
    unit(1),
    unit(2, {
      boat_length: "19'-21'",
      capacity_pounds: 3500,
      price: 6500,
      axle_configuration: 'Tandem',
    }),
    unit(3, { material: 'Galvanized Steel', price: 3000, capacity_pounds: 1500 }),
  ]
  const ids = (filter: Partial<typeof noFilter>) =>
    visibleInventory(items, { ...noFilter, ...filter }).map((item) => item.id)

  it('narrows by boat length, capacity, price, axles and material', () => {
    expect(ids({ boat_length: 20 })).toEqual([2])
    expect(ids({ capacity_min: 2000 })).toEqual([1, 2])
    expect(ids({ price_max: 4000 })).toEqual([1, 3])
    expect(ids({ axle: 'Tandem' })).toEqual([2])
    expect(ids({ material: 'Galvanized Steel' })).toEqual([3])
    expect(ids({ boat_length: 17, material: 'Aluminum', price_max: 3000 })).toEqual([])
  })
  it('sorts newest first by default, or by price or capacity', () => {
    expect(ids({})).toEqual([1, 2, 3])
    expect(ids({ sort: 'price_asc' })).toEqual([3, 1, 2])
    expect(ids({ sort: 'price_desc' })).toEqual([2, 1, 3])
    expect(ids({ sort: 'capacity_desc' })).toEqual([2, 1, 3])
  })
})

describe('pagedRead', () => {
  const units = Array.from({ length: inventoryPageSize + 2 }, (_, index) =>
    unit(index + 1, { capacity_pounds: index % 2 ? 2500 : 1500, price: 1000 + index }),
  )
  const ids = (page: { items: { id: number }[] }) => page.items.map((unit) => unit.id)

  it('draws one page of the matches and counts them all', () => {
    const page = pagedRead(units, { filter: noFilter, from: 0 })
    expect(ids(page)).toEqual(ids({ items: units.slice(0, inventoryPageSize) }))
    expect(page.total).toBe(units.length)
  })
  it("answers 'Show more' with only the cards it adds", () => {
    const more = { ...noFilter, show: 2 * inventoryPageSize }
    const page = pagedRead(units, { filter: more, from: inventoryPageSize })
    expect(ids(page)).toEqual([inventoryPageSize + 1, inventoryPageSize + 2])
  })
  it('counts only the units a filter leaves in', () => {
    const page = pagedRead(units, { filter: { ...noFilter, capacity_min: 2000 }, from: 0 })
    expect(page.total).toBe((inventoryPageSize + 2) / 2)
    expect(page.items.every((unit) => unit.capacity_pounds >= 2000)).toBe(true)
  })
})
