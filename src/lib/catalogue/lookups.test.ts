import { describe, expect, it } from 'vitest'

import {
  catalogueLookups,
  modelPrefix,
  modelsByPrefix,
  modelsInTable,
  modelsInTables,
} from '@/lib/catalogue/lookups'
import type { TrailerModel } from '@/lib/catalogue/types'

function model(overrides: Partial<TrailerModel> & Pick<TrailerModel, 'model'>): TrailerModel {
  return {
    capacity: 1000,
    boatLength: "14'-16'",
    overallLength: "20'",
    gvwr: 1400,
    tongueJack: 'Optional',
    axles: 1,
    brakes: 'None',
    tireSize: 'ST175/80R13',
    overallWidth: '96"',
    sourceSheet: 'Aluminum Bunk',
    tables: [],
    ...overrides,
  }
}

const models = [
  model({ model: 'VAB-3525', capacity: 3525, tables: ['aluminum-bunk-single'] }),
  model({
    model: 'VAB-1025',
    capacity: 1025,
    tables: ['aluminum-bunk-single', 'aluminum-jon-boat'],
  }),
  model({ model: 'VATB-9625', capacity: 9625, axles: 2, tables: ['aluminum-bunk-tandem'] }),
  model({ model: 'VATB-9625-3', capacity: 9625, axles: 3, tables: ['aluminum-bunk-triple'] }),
  model({ model: 'VAR-2425', capacity: 2425, sourceSheet: 'Aluminum Roller' }),
  model({ model: 'VATR-3625', capacity: 3625, axles: 2, sourceSheet: 'Aluminum Roller' }),
  model({ model: 'VP-18-20', capacity: 2000, sourceSheet: 'Pontoon' }),
  model({ model: 'VPT-22-50', capacity: 5000, axles: 2, sourceSheet: 'Pontoon' }),
]
const codes = (list: TrailerModel[]) => list.map((m) => m.model)

describe('modelPrefix', () => {
  it('takes the letters before the first hyphen', () => {
    expect(modelPrefix('VATB-9625')).toBe('VATB')
    expect(modelPrefix('VP-18-20TRI')).toBe('VP')
  })
})

describe('modelsByPrefix', () => {
  it('does not let a short prefix match a longer one', () => {
    expect(codes(modelsByPrefix(models, 'VP'))).toEqual(['VP-18-20'])
  })

  it('narrows by axle count when one is given', () => {
    expect(codes(modelsByPrefix(models, 'VATB', 3))).toEqual(['VATB-9625-3'])
  })
})

describe('catalogueLookups', () => {
  it('offers the subsets the pages ask for by prefix and axle count', () => {
    expect(codes(catalogueLookups.aluminumBunkSingle(models))).toEqual(['VAB-3525', 'VAB-1025'])
    expect(codes(catalogueLookups.aluminumBunkTandem(models))).toEqual(['VATB-9625'])
    expect(codes(catalogueLookups.aluminumBunkTriple(models))).toEqual(['VATB-9625-3'])
    expect(codes(catalogueLookups.aluminumRollerSingle(models))).toEqual(['VAR-2425'])
    expect(codes(catalogueLookups.aluminumRollerTandem(models))).toEqual(['VATR-3625'])
  })

  it('returns a copy of the whole list for all', () => {
    const all = catalogueLookups.all(models)
    expect(all).toEqual(models)
    expect(all).not.toBe(models)
  })
})

describe('modelsInTable', () => {
  it('keeps the models of the table, smallest capacity first', () => {
    expect(codes(modelsInTable(models, 'aluminum-bunk-single'))).toEqual(['VAB-1025', 'VAB-3525'])
  })

  it('finds a model listed in several tables in each of them', () => {
    expect(codes(modelsInTable(models, 'aluminum-jon-boat'))).toEqual(['VAB-1025'])
  })

  it('orders equal capacities by the shortest boat they carry, as the sheets list them', () => {
    const tied = [
      model({ model: 'VASK-4200', capacity: 4200, boatLength: "22'-23'" }),
      model({ model: 'VASK-4200S', capacity: 4200, boatLength: "21'-22'" }),
    ].map((m) => ({ ...m, tables: ['aluminum-skiff-tandem' as const] }))
    expect(codes(modelsInTable(tied, 'aluminum-skiff-tandem'))).toEqual(['VASK-4200S', 'VASK-4200'])
  })

  it('orders equal capacities and boat lengths by model code', () => {
    const tied = [
      model({ model: 'VBT-3600S', capacity: 3600, tables: ['galvanized-bunk-tandem'] }),
      model({ model: 'VBT-3600', capacity: 3600, tables: ['galvanized-bunk-tandem'] }),
    ]
    expect(codes(modelsInTable(tied, 'galvanized-bunk-tandem'))).toEqual(['VBT-3600', 'VBT-3600S'])
  })

  it('does not reorder the list it was given', () => {
    const before = codes(models)
    modelsInTable(models, 'aluminum-bunk-single')
    expect(codes(models)).toEqual(before)
  })
})

describe('modelsInTables', () => {
  it('lists each model once even when it sits in several of the tables', () => {
    expect(codes(modelsInTables(models, ['aluminum-bunk-single', 'aluminum-jon-boat']))).toEqual([
      'VAB-3525',
      'VAB-1025',
    ])
  })
})
