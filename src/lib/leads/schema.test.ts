import { describe, expect, it } from 'vitest'

import { leadLimits } from '@/lib/leads/limits'
import { prefilledMessage, trailerFromQuery } from '@/lib/leads/kinds/quote-prefill'
import { leadSchema } from '@/lib/leads/schema'

const valid = { name: 'Pat Boater', email: 'pat@example.com', message: 'Need a bunk trailer.' }
const firstError = (input: unknown) => leadSchema.safeParse(input).error?.issues[0]?.message

describe('leadSchema', () => {
  it('accepts name, email and message, trimming them and dropping unknown fields', () => {
    const parsed = leadSchema.parse({ ...valid, name: '  Pat Boater ', admin: true })
    expect(parsed).toEqual({ ...valid, phone: undefined, trailer: undefined })
  })

  it('keeps an optional phone and trailer, and treats empty or null ones as absent', () => {
    expect(leadSchema.parse({ ...valid, phone: '(410) 555-0187 ext. 2' }).phone).toBe(
      '(410) 555-0187 ext. 2',
    )
    expect(leadSchema.parse({ ...valid, phone: '', trailer: null }).phone).toBeUndefined()
  })

  it.each([
    [{ ...valid, name: undefined }, 'Name is required.'],
    [{ ...valid, name: '   ' }, 'Name is required.'],
    [{ ...valid, email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ ...valid, message: 7 }, 'Message is required.'],
    [{ ...valid, phone: 'call me maybe' }, 'Please enter a valid phone number.'],
  ])('rejects %j with a message naming the problem', (input, message) => {
    expect(firstError(input)).toBe(message)
  })

  it('enforces the length limits', () => {
    const over = (field: keyof typeof leadLimits) => 'a'.repeat(leadLimits[field] + 1)
    expect(firstError({ ...valid, name: over('name') })).toBe(
      'Name must be at most 120 characters.',
    )
    expect(firstError({ ...valid, message: over('message') })).toBe(
      'Message must be at most 5000 characters.',
    )
    expect(firstError({ ...valid, phone: '1'.repeat(41) })).toBe(
      'Phone number must be at most 40 characters.',
    )
    expect(leadSchema.safeParse({ ...valid, message: 'a'.repeat(5000) }).success).toBe(true)
  })
})

describe('trailerFromQuery', () => {
  it('tidies the trailer name from the query string into one capped line', () => {
    expect(trailerFromQuery('  Venture\nVATB-4300 ')).toBe('Venture VATB-4300')
    expect(trailerFromQuery('x'.repeat(500))).toHaveLength(leadLimits.trailer)
    expect(trailerFromQuery('   ')).toBeUndefined()
    expect(trailerFromQuery(null)).toBeUndefined()
  })
})

describe('prefilledMessage', () => {
  it('names the trailer, or leaves the message empty without one', () => {
    expect(prefilledMessage('Venture VAB-1025')).toContain('interested in the Venture VAB-1025')
    expect(prefilledMessage(undefined)).toBe('')
  })
})
