import { describe, expect, it } from 'vitest'

import { cellText, visibleColumns } from '@/lib/catalogue/table-cells'
import type { TrailerModel } from '@/lib/catalogue/types'

const model: TrailerModel = {
  model: 'VATB-9625',
  capacity: 9625,
  boatLength: "25'-27'",
  overallLength: "32'",
  gvwr: 11200,
  tongueJack: 'Single Wheel',
  axles: 2,
  brakes: 'Disc',
  tireSize: 'ST225/75R15',
  overallWidth: '102"',
  sourceSheet: 'Aluminum Bunk',
  rollers: 0,
  tables: ['aluminum-bunk-tandem'],
}

describe('cellText', () => {
  it('writes weights with thousands separators', () => {
    expect(cellText(model, 'capacity')).toBe('9,625')
    expect(cellText(model, 'gvwr')).toBe('11,200')
  })

  it('writes counts and texts as they are', () => {
    expect(cellText(model, 'axles')).toBe('2')
    expect(cellText(model, 'rollers')).toBe('0')
    expect(cellText(model, 'boatLength')).toBe("25'-27'")
  })

  it('leaves a missing optional value empty', () => {
    expect(cellText(model, 'couplerSize')).toBe('')
    expect(cellText({ ...model, seating: '' }, 'seating')).toBe('')
  })
})

describe('visibleColumns', () => {
  it('drops a column no row fills and keeps one that any row fills', () => {
    const withBowEye = { ...model, model: 'VATB-7025', bowEyeMin: "19'" }
    expect(
      visibleColumns(['model', 'capacity', 'bowEyeMin', 'bowEyeMax'], [model, withBowEye]),
    ).toEqual(['model', 'capacity', 'bowEyeMin'])
  })

  it('always keeps the model column', () => {
    expect(visibleColumns(['model', 'seating'], [])).toEqual(['model'])
  })
})
