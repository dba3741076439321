import { describe, expect, it } from 'vitest'

import { readFitBoat, type FitBoat, type FitQuery } from '@/lib/fit/boat'
import { fitBoatSchema } from '@/lib/fit/boat-schema'
import { loadedWeight, neededCapacity, trailerFit } from '@/lib/fit/fit'

const boat: FitBoat = {
  length: 18,
  dryWeight: 1500,
  engineWeight: 350,
  fuelGallons: 25,
  fuelType: 'gasoline',
}

describe('loadedWeight', () => {
  it('adds dry weight, engine, fuel at 6.1 lb/gal gasoline and gear', () => {
    expect(loadedWeight({ ...boat, gearWeight: 200 })).toEqual({
      dry: 1500,
      engine: 350,
      fuel: 153, // 152.5 rounds to the nearest pound
      gear: 200,
      total: 2203,
    })
  })
  it('weighs diesel at 7.1 lb/gal and a typical outboard from the list', () => {
    const loaded = loadedWeight({
      ...boat,
      engineWeight: undefined,
      outboard: '150',
      fuelType: 'diesel',
      fuelGallons: 10,
    })
    expect(loaded.fuel).toBe(71)
    expect(loaded.engine).toBe(460)
  })
})

describe('neededCapacity', () => {
  it('adds the margin and rounds up to the pound', () => {
    expect(neededCapacity(2000, 15)).toBe(2300)
    expect(neededCapacity(2003, 15)).toBe(2304) // 2303.45 up
    expect(neededCapacity(2000, 0)).toBe(2000)
  })
})

describe('trailerFit', () => {
  const loaded = loadedWeight(boat).total // 2003
  it('fits a trailer exactly at the margin, not one a pound short', () => {
    const needed = neededCapacity(loaded, 15)
    const range = { boat_length: "16'-18'" }
    expect(trailerFit(boat, { ...range, capacity_pounds: needed }, 15)).toMatchObject({
      fits: true,
      spare: 0,
    })
    expect(trailerFit(boat, { ...range, capacity_pounds: needed - 1 }, 15)).toMatchObject({
      fits: false,
      spare: -1,
    })
  })
  it('checks the boat length against the trailer’s range', () => {
    const roomy = { capacity_pounds: 5000 }
    expect(trailerFit(boat, { ...roomy, boat_length: "16'-18'" }, 15).lengthFits).toBe(true)
    expect(trailerFit(boat, { ...roomy, boat_length: "14'-16'" }, 15)).toMatchObject({
      fits: false,
      lengthFits: false,
    })
    expect(trailerFit(boat, roomy, 15).lengthFits).toBe(false)
  })
  it('warns when the assumed trailer weight plus the boat exceeds the tow rating', () => {
    // 3000 lb capacity: assumed 600 lb trailer + 2003 lb boat = 2603 lb.
    expect(trailerFit({ ...boat, towRating: 2600 }, { capacity_pounds: 3000 }, 15).overTow).toBe(3)
    expect(
      trailerFit({ ...boat, towRating: 2603 }, { capacity_pounds: 3000 }, 15).overTow,
    ).toBeNull()
  })
})

describe('fitBoatSchema', () => {
  it('reads the address’s text and treats blank optional figures as absent', () => {
    const parsed = fitBoatSchema.parse({
      length: '18.5',
      dryWeight: '1,500',
      engineWeight: '',
      outboard: '90',
      fuelGallons: '20',
      gearWeight: '',
      towRating: '',
    })
    expect(parsed).toMatchObject({
      length: 18.5,
      dryWeight: 1500,
      outboard: '90',
      fuelType: 'gasoline',
    })
    expect(parsed.gearWeight).toBeUndefined()
  })
  it('refuses a negative weight and a boat with no engine figure', () => {
    expect(fitBoatSchema.safeParse({ ...boat, dryWeight: -5 }).success).toBe(false)
    const noEngine = fitBoatSchema.safeParse({ length: 18, dryWeight: 1500 })
    expect(noEngine.error?.issues[0]?.path).toEqual(['engineWeight'])
  })
})

describe('readFitBoat', () => {
  it('reads an address exactly as the quote schema reads the same figures', () => {
    const queries: FitQuery[] = [
      { length: '18', dryWeight: '1,500', outboard: '115', fuelGallons: '30' },
      { length: '18.5', dryWeight: '1500', engineWeight: '390', fuelType: 'diesel' },
      { length: '18', dryWeight: '1500', engineWeight: '', outboard: '' },
      { length: '18', dryWeight: '1500.5', outboard: '115' },
      { length: '5', dryWeight: '1500', outboard: '115' },
      { length: '18', dryWeight: '1500', outboard: '999' },
      { length: '18', dryWeight: '1500', outboard: '115', fuelType: '' },
      { length: '18', dryWeight: '1500', outboard: '115', towRating: '400' },
      { length: '18', dryWeight: '1500', outboard: '115', gearWeight: '$200', towRating: '7500' },
      { length: 'x', dryWeight: '1500', outboard: '115' },
    ]
    for (const query of queries) {
      const parsed = fitBoatSchema.safeParse(query)
      const expected = parsed.success
        ? Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined))
        : null
      const read = readFitBoat(query)
      const got =
        read && Object.fromEntries(Object.entries(read).filter(([, v]) => v !== undefined))
      expect(got, JSON.stringify(query)).toEqual(expected)
    }
  })
})
