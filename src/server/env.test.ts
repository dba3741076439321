import { afterEach, describe, expect, it, vi } from 'vitest'

import { env, resetEnv } from '@/server/env'

const required = { DATABASE_URL: 'postgres://u@127.0.0.1:5432/db', PAYLOAD_SECRET: 'x'.repeat(16) }

afterEach(() => {
  vi.unstubAllEnvs()
  resetEnv()
})

describe('env()', () => {
  it('reads process.env on first use, not on import, and keeps what it read', () => {
    vi.stubEnv('DATABASE_URL', required.DATABASE_URL)
    vi.stubEnv('PAYLOAD_SECRET', required.PAYLOAD_SECRET)
    vi.stubEnv('SMTP_HOST', 'mail.example')
    expect(env().SMTP_HOST).toBe('mail.example')
    vi.stubEnv('SMTP_HOST', 'other.example')
    expect(env().SMTP_HOST).toBe('mail.example')
  })

  it('reads it again after resetEnv()', () => {
    vi.stubEnv('DATABASE_URL', required.DATABASE_URL)
    vi.stubEnv('PAYLOAD_SECRET', required.PAYLOAD_SECRET)
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1')
    expect(env().TRUSTED_PROXY_HOPS).toBe(1)
    vi.stubEnv('TRUSTED_PROXY_HOPS', '2')
    resetEnv()
    expect(env().TRUSTED_PROXY_HOPS).toBe(2)
  })

  it('stops with a readable message when a value is wrong', () => {
    vi.stubEnv('DATABASE_URL', required.DATABASE_URL)
    vi.stubEnv('PAYLOAD_SECRET', 'short')
    expect(() => env()).toThrow(/PAYLOAD_SECRET must be at least 16 characters/)
  })

  it('takes the first-user screen from loopback only, unless ALLOW_FIRST_REGISTER_FROM=any', () => {
    vi.stubEnv('DATABASE_URL', required.DATABASE_URL)
    vi.stubEnv('PAYLOAD_SECRET', required.PAYLOAD_SECRET)
    vi.stubEnv('ALLOW_FIRST_REGISTER_FROM', '')
    expect(env().ALLOW_FIRST_REGISTER_FROM).toBe('loopback')
    resetEnv()
    vi.stubEnv('ALLOW_FIRST_REGISTER_FROM', 'any')
    expect(env().ALLOW_FIRST_REGISTER_FROM).toBe('any')
    resetEnv()
    vi.stubEnv('ALLOW_FIRST_REGISTER_FROM', 'everyone')
    expect(() => env()).toThrow(/ALLOW_FIRST_REGISTER_FROM must be loopback \(or empty\) or any/)
  })
})
