import { describe, expect, it } from 'vitest'

import { isLoopback } from '@/lib/loopback'

describe('isLoopback', () => {
  it.each(['127.0.0.1', '127.4.5.6', '::1'])('takes %s as the machine itself', (address) => {
    expect(isLoopback(address)).toBe(true)
  })

  it.each(['203.0.113.7', '10.0.0.1', '::ffff:127.0.0.1', 'fd00::1', '1127.0.0.1', 'unknown', ''])(
    'takes %s as another machine',
    (address) => {
      expect(isLoopback(address)).toBe(false)
    },
  )
})
