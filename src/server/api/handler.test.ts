import { describe, expect, it } from 'vitest'

import { HttpError } from '@/server/api/http-error'
import { readJson } from '@/server/api/handler'

const post = (text: string) =>
  new Request('http://localhost/api/x', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: text,
  })

describe('readJson', () => {
  it('refuses a NUL character anywhere in the text with a 400, not a database error', async () => {
    const refusal = readJson(post('{"a":{"b":["ok","x\\u0000y"]}}'))
    await expect(refusal).rejects.toBeInstanceOf(HttpError)
    await expect(refusal).rejects.toMatchObject({ status: 400 })
  })

  it('still parses text with other control characters and escaped backslashes', async () => {
    expect(await readJson(post('{"a":"tab\\there \\\\u0000"}'))).toEqual({ a: 'tab\there \\u0000' })
  })
})
