import { describe, expect, it } from 'vitest'

import { searchModels } from '@/lib/catalogue/search'
import type { TrailerModel } from '@/lib/catalogue/types'

const base: Omit<TrailerModel, 'model'> = {
  capacity: 2000,
  boatLength: "15'-17'",
  overallLength: "21'",
  gvwr: 2500,
  tongueJack: 'Optional',
  axles: 1,
  brakes: 'None',
  tireSize: 'ST175/80R13',
  overallWidth: '88"',
  sourceSheet: 'Aluminum Bunk',
  tables: [],
}
const models: TrailerModel[] = [
  { ...base, model: 'VAB-1825' },
  {
    ...base,
    model: 'VRT-5650',
    sourceSheet: 'Galvanized Roller',
    boatLength: "20'-23'",
    tireSize: 'ST205/75R15',
    brakes: 'Disc-1',
    overallWidth: '100"',
  },
  { ...base, model: 'VP-18-20', sourceSheet: 'Pontoon', seating: 'galvanized' },
]
const codes = (list: TrailerModel[]) => list.map((m) => m.model)

describe('searchModels', () => {
  it('returns every model for an empty or blank query', () => {
    expect(searchModels(models, '')).toEqual(models)
    expect(searchModels(models, '   ')).toEqual(models)
  })

  it('matches the model code without regard to case', () => {
    expect(codes(searchModels(models, 'vrt'))).toEqual(['VRT-5650'])
  })

  it('matches the source sheet, boat length, tire size and brakes', () => {
    expect(codes(searchModels(models, 'galvanized'))).toEqual(['VRT-5650'])
    expect(codes(searchModels(models, "23'"))).toEqual(['VRT-5650'])
    expect(codes(searchModels(models, 'r15'))).toEqual(['VRT-5650'])
    expect(codes(searchModels(models, 'DISC'))).toEqual(['VRT-5650'])
  })

  it('ignores fields outside the searched set', () => {
    expect(searchModels(models, '100"')).toEqual([])
  })
})
