import { describe, expect, it } from 'vitest'

import { modelPrefix, modelsInTable } from '@/lib/catalogue/lookups'
import {
  brakeValues,
  catalogueTables,
  sourceSheets,
  tableColumns,
  tongueJacks,
} from '@/lib/catalogue/types'
import { trailerModels } from '@/seed/catalogue/models'

const prefixes = [
  'VAB',
  'VATB',
  'VAR',
  'VATR',
  'VB',
  'VBT',
  'VR',
  'VRT',
  'VW',
  'VAW',
  'VP',
  'VPT',
  // The galvanized page's pontoon set (families/galvanized-pontoon.ts).
  'VGP',
  'VGPT',
  'COM',
  'VASK',
]

describe('trailer catalogue seed', () => {
  it('holds one record per model code', () => {
    const codes = trailerModels.map((m) => m.model)
    expect(new Set(codes).size).toBe(codes.length)
    expect(codes.length).toBeGreaterThanOrEqual(55)
  })

  it('uses only the published prefixes, tongue jacks, brakes and source sheets', () => {
    for (const m of trailerModels) {
      expect(prefixes).toContain(modelPrefix(m.model))
      expect(tongueJacks).toContain(m.tongueJack)
      expect(brakeValues).toContain(m.brakes)
      expect(sourceSheets).toContain(m.sourceSheet)
    }
  })

  it('rates every trailer to carry more than its boat', () => {
    for (const m of trailerModels) expect(m.gvwr, m.model).toBeGreaterThan(m.capacity)
  })

  it('places every model in a table whose axle count it matches', () => {
    const axlesOf = { single: 1, tandem: 2, triple: 3 } as const
    for (const m of trailerModels) {
      expect(m.tables.length, m.model).toBeGreaterThan(0)
      for (const table of m.tables) {
        const size = table.split('-').at(-1)
        if (size && size in axlesOf) {
          expect(m.axles, `${m.model} in ${table}`).toBe(axlesOf[size as keyof typeof axlesOf])
        }
      }
    }
  })

  it('fills every column of every table it appears in', () => {
    for (const table of catalogueTables) {
      const rows = modelsInTable(trailerModels, table)
      expect(rows.length, table).toBeGreaterThan(0)
      for (const m of rows) {
        for (const column of tableColumns[table]) {
          expect(m[column], `${m.model}.${column} in ${table}`).toBeDefined()
        }
      }
    }
  })

  it('marks tritoon codes with TRI and keeps them out of the pontoon tables', () => {
    const tritoonTables = ['tritoon-single', 'tritoon-tandem', 'tritoon-triple'] as const
    for (const table of tritoonTables) {
      for (const m of modelsInTable(trailerModels, table)) expect(m.model).toMatch(/TRI$/)
    }
    for (const table of ['pontoon-single', 'pontoon-tandem', 'pontoon-triple'] as const) {
      for (const m of modelsInTable(trailerModels, table)) expect(m.model).not.toMatch(/TRI$/)
    }
  })
})
