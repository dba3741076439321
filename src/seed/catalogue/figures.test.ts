import { describe, expect, it } from 'vitest'

import { boatLengthFeet } from '@/lib/catalogue/boat-length'
import { capacityRange } from '@/lib/catalogue/capacity-range'
import { modelsInTable, modelsInTables } from '@/lib/catalogue/lookups'
import type { CatalogueTable, TrailerModel } from '@/lib/catalogue/types'
import { trailerModels } from '@/seed/catalogue/models'

// Every figure the specification quotes about the catalogue, checked against the seed data.

const rangeOf = (table: CatalogueTable) => capacityRange(modelsInTable(trailerModels, table))

function span(values: number[]) {
  return { min: Math.min(...values), max: Math.max(...values) }
}

function boatSpan(models: TrailerModel[]) {
  const lengths = models.map((m) => boatLengthFeet(m.boatLength))
  if (lengths.some((l) => l === undefined)) throw new Error('unreadable boat length')
  return span(lengths.flatMap((l) => (l ? [l.min, l.max] : [])))
}

const inches = (text: string | undefined) => Number(text?.replace('"', ''))

describe('capacity ranges quoted on the catalogue pages', () => {
  it.each([
    ['aluminum-bunk-single', '1,025 to 3,525 lbs'],
    ['aluminum-bunk-tandem', '3,625 to 9,625 lbs'],
    ['aluminum-bunk-triple', '9,625 to 15,025 lbs'],
    ['aluminum-roller-single', '2,425 to 3,525 lbs'],
    ['aluminum-roller-tandem', '3,625 to 6,425 lbs'],
    ['galvanized-roller-single', '1,550 to 3,350 lbs'],
    ['galvanized-roller-tandem', '3,650 to 7,950 lbs'],
    ['galvanized-roller-triple', '8,650 to 10,850 lbs'],
    ['aluminum-pwc', '1,200 to 2,600 lbs'],
    ['galvanized-pwc', '1,200 to 2,000 lbs'],
    ['pontoon-single', '2,000 to 2,700 lbs'],
    ['pontoon-tandem', '3,200 to 5,000 lbs'],
    ['pontoon-triple', '6,500 lbs'],
    ['tritoon-single', '2,000 to 2,700 lbs'],
    ['tritoon-tandem', '4,000 to 5,000 lbs'],
    ['tritoon-triple', '6,500 lbs'],
  ] as const)('%s reads %s', (table, range) => {
    expect(rangeOf(table)).toBe(range)
  })
})

describe('roller counts', () => {
  const rollers = (models: TrailerModel[]) =>
    span(models.flatMap((m) => (m.rollers === undefined ? [] : [m.rollers])))

  it('run from 6 to 64 across the catalogue', () => {
    expect(rollers(trailerModels)).toEqual({ min: 6, max: 64 })
  })

  it('run from 12 to 64 on the galvanized roller list', () => {
    const galvanized = modelsInTables(trailerModels, [
      'galvanized-roller-single',
      'galvanized-roller-tandem',
      'galvanized-roller-triple',
    ])
    expect(rollers(galvanized)).toEqual({ min: 12, max: 64 })
  })
})

describe('pontoon and tritoon line', () => {
  it.each([
    ['pontoon-single', 17, 25],
    ['pontoon-tandem', 17, 26],
    ['pontoon-triple', 23, 26],
    ['tritoon-single', 17, 22],
    ['tritoon-tandem', 19, 25],
    ['tritoon-triple', 23, 26],
  ] as const)('%s carries boats of %i to %i feet', (table, min, max) => {
    expect(boatSpan(modelsInTable(trailerModels, table))).toEqual({ min, max })
  })

  it('offers brakes as an option on most single axle pontoon trailers', () => {
    const single = modelsInTable(trailerModels, 'pontoon-single')
    const optional = single.filter((m) => m.brakes === 'Optional')
    expect(optional.length).toBeGreaterThan(single.length / 2)
  })

  it('brakes one axle of tandems and two axles of triples', () => {
    for (const kind of ['pontoon', 'tritoon'] as const) {
      for (const m of modelsInTable(trailerModels, `${kind}-tandem`)) {
        expect(m.brakes, m.model).toBe('Disc-1')
      }
      for (const m of modelsInTable(trailerModels, `${kind}-triple`)) {
        expect(m.brakes, m.model).toBe('Disc-2')
      }
    }
  })

  it('adjusts the pontoon page bunks within 72 to 80 inches centre to centre', () => {
    const pontoons = trailerModels.filter((m) =>
      m.tables.some((t) => /^(pontoon|tritoon)-/.test(t)),
    )
    const widths = pontoons.flatMap((m) => [inches(m.minBunkWidth), inches(m.maxBunkWidth)])
    expect(span(widths)).toEqual({ min: 72, max: 80 })
  })

  it('lists bunk widths of 22 to 30 inches for the galvanized pontoon set', () => {
    const set = trailerModels.filter((m) =>
      m.tables.some((t) => t.startsWith('galvanized-pontoon')),
    )
    const widths = set.flatMap((m) => [inches(m.minBunkWidth), inches(m.maxBunkWidth)])
    expect(span(widths)).toEqual({ min: 22, max: 30 })
  })
})

describe('other stated limits', () => {
  it('fits personal watercraft up to 12 feet', () => {
    const pwc = modelsInTables(trailerModels, ['aluminum-pwc', 'galvanized-pwc'])
    expect(boatSpan(pwc).max).toBe(12)
  })

  it('fits Commander trailers with a 2 in or a 2 5/16 in coupler', () => {
    const couplers = new Set(trailerModels.map((m) => m.couplerSize).filter(Boolean))
    expect([...couplers].sort()).toEqual(['2 5/16 in', '2 in'])
    const commander = modelsInTables(trailerModels, [
      'commander-single',
      'commander-tandem',
      'commander-triple',
    ])
    expect(commander.every((m) => m.couplerSize !== undefined)).toBe(true)
  })

  it('keeps skiff and jon boat trailers to boats under 25 feet', () => {
    const skiffs = modelsInTables(trailerModels, [
      'aluminum-jon-boat',
      'aluminum-skiff-single',
      'aluminum-skiff-tandem',
      'galvanized-jon-boat',
    ])
    expect(boatSpan(skiffs).max).toBeLessThan(25)
  })
})
