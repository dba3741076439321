import { describe, expect, it } from 'vitest'

import { normalizeSpecifications, withUnit } from '@/lib/inventory/specifications'

describe('withUnit', () => {
  it('adds the stored unit to a bare measurement', () => {
    expect(withUnit('tongue_weight', '250')).toBe('250 lbs')
    expect(withUnit('overall_length', ' 21.5 ')).toBe('21.5 ft')
    expect(withUnit('hitch_size', '2-5/16')).toBe('2-5/16 inch')
  })

  it('leaves values that already carry a unit, and fields without one, alone', () => {
    expect(withUnit('tongue_weight', '250 lbs')).toBe('250 lbs')
    expect(withUnit('overall_length', '21\'6"')).toBe('21\'6"')
    expect(withUnit('tire_size', '13')).toBe('13')
  })
})

describe('normalizeSpecifications', () => {
  it('drops empty fields and applies units', () => {
    expect(
      normalizeSpecifications({ tongue_weight: '300', winch: '  ', jack: null, frame: ' I-beam ' }),
    ).toEqual({ tongue_weight: '300 lbs', frame: 'I-beam' })
    expect(normalizeSpecifications(null)).toEqual({})
  })
})
