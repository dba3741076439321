import { describe, expect, it } from 'vitest'

import { acceptsGzip } from '@/server/api/compression'

const accepts = (value?: string) =>
  acceptsGzip(new Headers(value === undefined ? {} : { 'accept-encoding': value }))

describe('acceptsGzip', () => {
  it.each(['gzip', 'gzip, deflate, br, zstd', 'br;q=1.0, GZIP;q=0.5', 'deflate, gzip ; q=0.1'])(
    'is true for %s',
    (value) => {
      expect(accepts(value)).toBe(true)
    },
  )

  it.each([undefined, '', 'identity', 'br, deflate', 'gzip;q=0', 'gzip; q=0.0', 'x-gzip2'])(
    'is false for %s',
    (value) => {
      expect(accepts(value)).toBe(false)
    },
  )
})
