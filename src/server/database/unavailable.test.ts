import { describe, expect, it } from 'vitest'

import { isDatabaseDown } from '@/server/database/unavailable'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('isDatabaseDown', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    // Payload's transaction start keeps the driver's message, not its code (issue 50 item 8).
    [
      'a transaction that could not start',
      new Error('Error: cannot begin transaction: connect ECONNREFUSED 127.0.0.1:5432'),
    ],
    ['one reset', new Error('Error: cannot begin transaction: read ECONNRESET')],
    [
      'a BEGIN on a connection that dropped',
      new Error('Error: cannot begin transaction: Failed query: begin\nparams: '),
    ],
    [
      'the cause of a query error',
      new Error('Failed query', { cause: withCode('x', 'ECONNRESET') }),
    ],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseDown(error)).toBe(true)
  })

  it.each([
    ['a bad query', withCode('syntax error at or near "x"', '42601')],
    ['a unique violation', withCode('duplicate key value', '23505')],
    [
      'a transaction refused for another reason',
      new Error('Error: cannot begin transaction: read only'),
    ],
    ['no error at all', 'ECONNREFUSED'],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseDown(error)).toBe(false)
  })
})
