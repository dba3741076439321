import { describe, expect, it } from 'vitest'

import { fromRecord } from '@/lib/catalogue/from-record'
import type { TrailerModel as TrailerModelRecord } from '@/payload-types'

const record: TrailerModelRecord = {
  id: 7,
  model: 'VP-18-20',
  capacity: 2000,
  boatLength: "17'-19'",
  overallLength: '22\' 6"',
  bowEyeMin: null,
  gvwr: 2550,
  tongueJack: 'Single Wheel',
  axles: 1,
  brakes: 'None',
  tireSize: 'ST205/75R14',
  overallWidth: '100"',
  sourceSheet: 'Pontoon',
  rollers: null,
  minBunkWidth: '72"',
  maxBunkWidth: '78"',
  tables: ['pontoon-single'],
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
}

describe('fromRecord', () => {
  it('keeps the catalogue fields and drops the database ones', () => {
    const model = fromRecord(record)
    expect(model).toMatchObject({ model: 'VP-18-20', capacity: 2000, minBunkWidth: '72"' })
    expect(model).not.toHaveProperty('id')
    expect(model).not.toHaveProperty('createdAt')
  })

  it('turns empty optional values into undefined', () => {
    const model = fromRecord(record)
    expect(model.bowEyeMin).toBeUndefined()
    expect(model.rollers).toBeUndefined()
    expect(model.couplerSize).toBeUndefined()
  })

  it('reads a model in no table as an empty table list', () => {
    expect(fromRecord({ ...record, tables: null }).tables).toEqual([])
  })
})
