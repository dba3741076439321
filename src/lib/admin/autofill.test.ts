import { describe, expect, it } from 'vitest'

import { autofillFromModel } from '@/lib/admin/autofill'
import type { SourceSheet, TrailerModel } from '@/lib/catalogue/types'

const model: TrailerModel = {
  model: 'VAB-2025',
  capacity: 2025,
  boatLength: "16'-18'",
  overallLength: '22\' 6"',
  gvwr: 2500,
  tongueJack: 'Single Wheel',
  axles: 1,
  brakes: 'No Brakes',
  tireSize: 'ST175/80R13',
  overallWidth: '96"',
  sourceSheet: 'Aluminum Bunk',
  tables: [],
}
const fill = (changes: Partial<TrailerModel>) => autofillFromModel({ ...model, ...changes })
const sheet = (sourceSheet: SourceSheet) => fill({ sourceSheet })

describe('autofillFromModel', () => {
  it.each([
    ['Aluminum Roller', '1'],
    ['Galvanized Roller', '2'],
    ['Pontoon', '3'],
    ['PWC', '5'],
    ['Aluminum PWC', '5'],
    ['Aluminum Bunk', '6'],
    ['Galvanized Bunk', '6'],
    ['Commander', '7'],
    ['Skiff', '9'],
  ] as const)('puts a %s model in category %s', (sourceSheet, id) => {
    expect(sheet(sourceSheet).category_id).toBe(id)
  })

  it('puts a model from an unknown sheet in category 9', () => {
    expect(fill({ sourceSheet: 'Tritoon' as SourceSheet }).category_id).toBe('9')
  })

  it('makes aluminum sheets and Commander aluminum', () => {
    expect(sheet('Aluminum Roller').material).toBe('Aluminum')
    expect(sheet('Commander').material).toBe('Aluminum')
  })

  it('makes galvanized sheets galvanized steel and the rest steel', () => {
    expect(sheet('Galvanized Bunk').material).toBe('Galvanized Steel')
    expect(sheet('Pontoon').material).toBe('Steel')
  })

  it.each([
    [1, 'Single'],
    [2, 'Tandem'],
    [3, 'Triple'],
  ] as const)('reads %i axle(s) as %s', (axles, configuration) => {
    expect(fill({ axles }).axle_configuration).toBe(configuration)
  })

  it.each([
    ['Galvanized Bunk', 'Bunk'],
    ['Aluminum Roller', 'Roller'],
    ['Aluminum PWC', 'PWC'],
    ['Pontoon', 'Pontoon'],
    ['Skiff', 'Skiff'],
    ['Commander', 'Bunk'],
  ] as const)('gives a %s model the type %s', (sourceSheet, type) => {
    expect(sheet(sourceSheet).type).toBe(type)
  })

  it('leaves the type to choose when the sheet names none', () => {
    expect(fill({ sourceSheet: 'Tritoon' as SourceSheet }).type).toBe('')
  })

  it('copies capacity, boat length, tire size and jack', () => {
    const filled = fill({})
    expect(filled.capacity_pounds).toBe('2025')
    expect(filled.boat_length).toBe("16'-18'")
    expect(filled.specifications.tire_size).toBe('ST175/80R13')
    expect(filled.specifications.jack).toBe('Single Wheel')
  })

  it('reads the overall length in feet for length and overall length', () => {
    const filled = fill({})
    expect(filled.length_feet).toBe('22.5')
    expect(filled.specifications.overall_length).toBe('22.5')
  })

  it('reads the overall width in inches as the beam width', () => {
    expect(fill({ overallWidth: '102"' }).beam_width_inches).toBe('102')
  })

  it('uses the Commander coupler as hitch size and 2 inch otherwise', () => {
    expect(fill({ couplerSize: '2 5/16 in' }).specifications.hitch_size).toBe('2-5/16')
    expect(fill({ couplerSize: '2 in' }).specifications.hitch_size).toBe('2')
    expect(fill({}).specifications.hitch_size).toBe('2')
  })

  it('maps disc brakes to surge brakes and anything else to none', () => {
    expect(fill({ brakes: 'Disc-1' }).specifications.brake_type).toBe('Surge')
    expect(fill({ brakes: 'Optional' }).specifications.brake_type).toBe('None')
  })

  it('generates a description from the model', () => {
    expect(fill({}).description).toBe(
      "Venture VAB-2025 aluminum bunk trailer for boats 16'-18', rated for 2,025 lbs on a single axle.",
    )
  })

  it('fills frame, finish and fenders by material', () => {
    expect(fill({}).specifications.frame).toBe('Marine-grade aluminum I-beam')
    expect(sheet('Galvanized Roller').specifications.finish).toBe('Hot-dip galvanized')
    expect(sheet('Pontoon').specifications.frame).toBe('Steel C-channel')
  })

  it('always selects LED lights and galvanized hardware', () => {
    expect(sheet('Pontoon').features).toEqual(
      expect.arrayContaining(['LED lights', 'Galvanized hardware']),
    )
  })

  it('selects lightweight aluminum for aluminum, corrosion resistant otherwise', () => {
    expect(fill({}).features).toContain('Lightweight aluminum')
    expect(sheet('Galvanized Bunk').features).toContain('Corrosion resistant')
    expect(sheet('Galvanized Bunk').features).not.toContain('Lightweight aluminum')
  })

  it('selects disc brakes only for disc-braked models', () => {
    expect(fill({ brakes: 'Disc-2' }).features).toContain('Disc brakes')
    expect(fill({ brakes: 'None' }).features).not.toContain('Disc brakes')
  })

  it('selects the swivel tongue jack unless the jack is optional', () => {
    expect(fill({ tongueJack: 'Flat Foot' }).features).toContain('Swivel tongue jack')
    expect(fill({ tongueJack: 'Optional' }).features).not.toContain('Swivel tongue jack')
  })

  it('selects self-centering rollers for roller trailers', () => {
    expect(sheet('Galvanized Roller').features).toContain('Self-centering rollers')
    expect(fill({}).features).not.toContain('Self-centering rollers')
  })

  it('selects carpeted bunks for bunk trailers', () => {
    expect(sheet('Commander').features).toContain('Carpeted bunks')
    expect(sheet('Aluminum Roller').features).not.toContain('Carpeted bunks')
  })

  it('fills the model name with the model code', () => {
    expect(fill({}).model_name).toBe('VAB-2025')
  })
})
