import { describe, expect, it } from 'vitest'

import { parseLeadRequest } from '@/lib/leads/lead-request'
import { nestDetails } from '@/lib/leads/form-fields'

const contact = { name: 'Ann Shore', email: 'ann@example.com' }
const finance = { amount: '18,500', termMonths: '60', downPayment: '2000', creditBand: 'good' }

describe('parseLeadRequest', () => {
  it('reads a request without a kind as a quote, exactly as before', () => {
    const parsed = parseLeadRequest({ ...contact, message: 'Hi' })
    expect(parsed).toMatchObject({ ok: true, request: { kind: 'quote', details: null } })
    expect(parseLeadRequest({ ...contact })).toMatchObject({
      ok: false,
      message: 'Message is required.',
    })
  })

  it('refuses an unknown kind with its message', () => {
    const parsed = parseLeadRequest({ ...contact, message: 'Hi', kind: 'loan' })
    expect(parsed.ok).toBe(false)
    if (!parsed.ok)
      expect(parsed.message).toMatch(/Unknown kind "loan"\. Send one of: quote, finance/)
  })

  it('stores a finance inquiry with its figures and a summary for a message', () => {
    const parsed = parseLeadRequest({ ...contact, kind: 'finance', details: finance })
    expect(parsed).toMatchObject({
      ok: true,
      request: {
        kind: 'finance',
        details: { amount: 18500, termMonths: 60, downPayment: 2000, creditBand: 'good' },
        fields: { message: expect.stringMatching(/^Finance inquiry: \$18,500 over 60 months/) },
      },
    })
  })

  it('refuses a finance field beyond its own (SSN, birth date, income)', () => {
    const parsed = parseLeadRequest({
      ...contact,
      kind: 'finance',
      details: { ...finance, ssn: '123-45-6789', income: '90000' },
    })
    expect(parsed).toMatchObject({
      ok: false,
      fields: { details: 'This form does not take ssn, income.' },
    })
  })

  it('refuses an SSN-shaped number in free text, naming the field', () => {
    const parsed = parseLeadRequest({
      ...contact,
      kind: 'finance',
      message: 'my number is 123 45 6789',
      details: finance,
    })
    expect(parsed).toMatchObject({
      ok: false,
      fields: { message: expect.stringMatching(/Social Security/) },
    })
  })

  it('names every field’s problem for the form', () => {
    const parsed = parseLeadRequest({
      name: '',
      email: 'nope',
      kind: 'finance',
      details: { amount: '-5', termMonths: '7', creditBand: 'great' },
    })
    expect(parsed.ok).toBe(false)
    if (!parsed.ok)
      expect(Object.keys(parsed.fields).sort()).toEqual([
        'details.amount',
        'details.creditBand',
        'details.termMonths',
        'email',
        'name',
      ])
  })

  it('takes the boat a fit check described on a quote', () => {
    const parsed = parseLeadRequest({
      ...contact,
      message: 'Does it fit?',
      details: { boat: { length: '18', dryWeight: '1500', outboard: '90', fuelGallons: '20' } },
    })
    expect(parsed).toMatchObject({
      ok: true,
      request: { kind: 'quote', details: { boat: { length: 18, outboard: '90' } } },
    })
  })
})

describe('nestDetails', () => {
  it('gathers a plain form’s details.* fields', () => {
    expect(nestDetails({ name: 'A', 'details.amount': '5' })).toEqual({
      name: 'A',
      details: { amount: '5' },
    })
    expect(nestDetails({ name: 'A' })).toEqual({ name: 'A' })
  })
})

describe('nestDetails, deeper', () => {
  it('nests a path of several steps', () => {
    expect(nestDetails({ 'details.boat.length': '18', 'details.boat.dryWeight': '1500' })).toEqual({
      details: { boat: { length: '18', dryWeight: '1500' } },
    })
  })
})

describe('nestDetails, checkboxes', () => {
  it('keeps a details field sent more than once as a list, any other field its last value', () => {
    const form = new URLSearchParams(
      'name=A&name=B&details.work=brakes&details.work=lights&details.slot=x',
    )
    expect(nestDetails(form)).toEqual({
      name: 'B',
      details: { work: ['brakes', 'lights'], slot: 'x' },
    })
  })
})
