import { describe, expect, it } from 'vitest'

import { sectionIntro } from '@/lib/catalogue/section-intro'
import type { TrailerModel } from '@/lib/catalogue/types'

const base: Omit<TrailerModel, 'model' | 'capacity' | 'tables'> = {
  boatLength: "15'-17'",
  overallLength: "21'",
  gvwr: 99999,
  tongueJack: 'Optional',
  axles: 1,
  brakes: 'None',
  tireSize: 'ST175/80R13',
  overallWidth: '88"',
  sourceSheet: 'Galvanized Roller',
}
const models: TrailerModel[] = [
  { ...base, model: 'VR-1550', capacity: 1550, tables: ['galvanized-roller-single'] },
  { ...base, model: 'VR-3350', capacity: 3350, tables: ['galvanized-roller-single'] },
  { ...base, model: 'VRT-3650', capacity: 3650, tables: ['galvanized-roller-tandem'] },
]

describe('sectionIntro', () => {
  it("puts the capacity range of the section's tables in place of {range}", () => {
    expect(sectionIntro('Capacities from {range}.', models, ['galvanized-roller-single'])).toBe(
      'Capacities from 1,550 to 3,350 lbs.',
    )
  })

  it('spans every table of the section', () => {
    expect(
      sectionIntro('{range}', models, ['galvanized-roller-single', 'galvanized-roller-tandem']),
    ).toBe('1,550 to 3,650 lbs')
  })

  it('leaves an intro without the placeholder as written', () => {
    expect(sectionIntro('Built to last.', models, ['galvanized-roller-single'])).toBe(
      'Built to last.',
    )
  })
})
