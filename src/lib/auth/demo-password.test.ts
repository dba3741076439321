import { describe, expect, it } from 'vitest'

import { DEMO_PASSWORD, isRefusedPassword } from '@/lib/auth/demo-password'

describe('isRefusedPassword', () => {
  it('refuses the demo password in production', () => {
    expect(isRefusedPassword(DEMO_PASSWORD, 'production')).toBe(true)
  })

  it('accepts the demo password in development and tests, where the demo runs', () => {
    expect(isRefusedPassword(DEMO_PASSWORD, 'development')).toBe(false)
    expect(isRefusedPassword(DEMO_PASSWORD, 'test')).toBe(false)
    expect(isRefusedPassword(DEMO_PASSWORD, undefined)).toBe(false)
  })

  it('accepts every other password in production, including near misses', () => {
    for (const password of ['a-long-real-password', `${DEMO_PASSWORD} `, 'Trailers-Demo-2026']) {
      expect(isRefusedPassword(password, 'production')).toBe(false)
    }
    expect(isRefusedPassword(undefined, 'production')).toBe(false)
  })

  it('reads NODE_ENV when no environment is given', () => {
    expect(isRefusedPassword(DEMO_PASSWORD)).toBe(process.env.NODE_ENV === 'production')
  })
})
