import { describe, expect, it } from 'vitest'

import { isDatabaseDown } from './unavailable'

describe('isDatabaseDown', () => {
  it('knows a refused connection by its code, also as the cause of another error', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    })
    expect(isDatabaseDown(refused)).toBe(true)
    expect(isDatabaseDown(new Error('Failed query', { cause: refused }))).toBe(true)
  })
  it('knows a failed BEGIN, which Payload rethrows with the driver’s message only', () => {
    expect(
      isDatabaseDown(
        new Error('Error: cannot begin transaction: connect ECONNREFUSED 127.0.0.1:1'),
      ),
    ).toBe(true)
    expect(
      isDatabaseDown(new Error('Error: cannot begin transaction: syntax error at or near "x"')),
    ).toBe(false)
  })
  it('is not a bad query', () =>
    expect(isDatabaseDown(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(
      false,
    ))
})
