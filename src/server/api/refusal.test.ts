import { APIError, NotFound, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { HttpError } from '@/server/api/http-error'
import { isRefusal, refusalOf } from '@/server/api/refusal'

/* What a second copy of Payload's classes throws: the same fields, another class, a minified name. */
class CopyOfApiError extends Error {
  override name = 'e'
  isOperational = true
  constructor(
    message: string,
    readonly status: number,
    readonly isPublic = status !== 500,
  ) {
    super(message)
  }
}

describe('refusalOf', () => {
  it('keeps the status, message and headers of our HttpError', () => {
    const error = new HttpError(429, 'Too many', { 'Retry-After': '9' })
    expect(refusalOf(error)).toEqual({
      status: 429,
      message: 'Too many',
      headers: { 'Retry-After': '9' },
    })
  })

  it("tells Payload's errors by their fields, also from another copy of their classes", () => {
    expect(refusalOf(new APIError('Only images', 415))).toMatchObject({
      status: 415,
      message: 'Only images',
    })
    expect(refusalOf(new NotFound())).toMatchObject({ status: 404 })
    expect(
      refusalOf(new ValidationError({ errors: [{ message: 'bad', path: 'email' }] })),
    ).toMatchObject({ status: 400 })
    expect(refusalOf(new CopyOfApiError('Gone', 404))).toEqual({ status: 404, message: 'Gone' })
    expect(isRefusal(new CopyOfApiError('Gone', 404), 404)).toBe(true)
  })

  it('hides a message Payload marks as not public, and leaves its 5xx to the caller', () => {
    expect(refusalOf(new CopyOfApiError('SELECT secret', 403, false))).toEqual({
      status: 403,
      message: 'Request refused',
    })
    expect(refusalOf(new APIError('Something broke', 500))).toBeUndefined()
  })

  it("answers 400 to a failed zod parse and to PostgreSQL's refusal of a value", () => {
    const parse = z.object({ stock: z.number() }).safeParse({ stock: 'x' })
    expect(refusalOf(parse.error)).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^stock: /),
    })
    const pg = Object.assign(new Error('value "2147483648" is out of range for type integer'), {
      code: '22003',
    })
    expect(refusalOf(new Error('Failed query', { cause: pg }))).toMatchObject({ status: 400 })
  })

  it('is not fooled by other errors that carry a status', () => {
    expect(refusalOf(Object.assign(new Error('upstream'), { status: 404 }))).toBeUndefined()
    expect(refusalOf(new TypeError('Cannot read properties of undefined'))).toBeUndefined()
    expect(refusalOf('404')).toBeUndefined()
    expect(refusalOf(null)).toBeUndefined()
  })
})
