import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { isAnonymousUpload } from '@/server/front-door/anonymous-upload.mjs'

const request = (method: string, headers: Record<string, string> = {}) =>
  ({ method, headers }) as unknown as IncomingMessage

describe('isAnonymousUpload', () => {
  it.each([
    ['POST', '/cms/api/media'],
    ['PATCH', '/cms/api/media/12'],
    ['PUT', '/cms/api/media/12/'],
    ['POST', '/cms/api/lead-photos'],
    ['PATCH', '/cms/api/lead-photos/3'],
  ])('refuses %s %s without a credential', (method, path) => {
    expect(isAnonymousUpload(request(method), path)).toBe(true)
    expect(isAnonymousUpload(request(method, { cookie: 'theme=dark; _ga=1' }), path)).toBe(true)
  })

  it.each<Record<string, string>>([
    { authorization: 'JWT abc' },
    { authorization: 'Bearer abc' },
    { cookie: 'payload-token=abc' },
    { cookie: '_ga=1; __session=abc' },
    { cookie: '__session_Xy12-ab=abc' },
  ])('leaves an upload with %o to Payload', (headers) => {
    expect(isAnonymousUpload(request('POST', headers), '/cms/api/media')).toBe(false)
  })

  it('leaves reads and other routes alone', () => {
    expect(isAnonymousUpload(request('GET'), '/cms/api/media')).toBe(false)
    expect(isAnonymousUpload(request('GET'), '/cms/api/media/file/photo.webp')).toBe(false)
    expect(isAnonymousUpload(request('POST'), '/cms/api/users/login')).toBe(false)
  })
})
