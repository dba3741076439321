import { describe, expect, it } from 'vitest'

import { typedForm } from './typed-form'

const service = {
  kind: 'service',
  name: 'Pat Boater',
  email: 'pat@example.com',
  'details.work': ['bearings', 'lights'],
  'details.trailerMake': 'Venture',
  'details.trailerModel': 'VABT-2022',
  'details.trailerYear': '2019',
  'details.vin': 'NOT-A-VIN',
  'details.slot': '2026-03-05',
}

describe('a refused form typed back', () => {
  it('keeps every value and finds each field’s problem again with the kind’s schema', () => {
    const typed = typedForm(service, 'service')!
    expect(typed.values['details.work']).toEqual(['bearings', 'lights'])
    expect(typed.errors).toEqual({
      'details.vin': 'A VIN is 17 letters and digits (no I, O or Q).',
    })
  })

  it('adds what the fields cannot show, never over the schema’s own problem', () => {
    const typed = typedForm({ ...service, 'details.vin': '' }, 'service', () => ({
      'details.slot': 'That day is fully booked. Pick another day.',
    }))!
    expect(typed.errors).toEqual({ 'details.slot': 'That day is fully booked. Pick another day.' })
  })

  it('is nothing on a first visit or for another kind', () => {
    expect(typedForm({}, 'service')).toBeNull()
    expect(typedForm(service, 'parts')).toBeNull()
  })
})
