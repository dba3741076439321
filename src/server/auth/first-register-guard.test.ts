import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { refuseFirstRegister } from '@/server/auth/first-register-guard'
import { resetEnv } from '@/server/env'

const from = (peer: string, forwardedFor?: string) =>
  new Headers({ 'x-peer': peer, ...(forwardedFor && { 'x-forwarded-for': forwardedFor }) })

beforeEach(() => {
  vi.stubEnv('DATABASE_URL', 'postgres://u@127.0.0.1:5432/db')
  vi.stubEnv('PAYLOAD_SECRET', 'x'.repeat(16))
  vi.stubEnv('PEER_ADDRESS_HEADER', 'x-peer')
  vi.stubEnv('TRUSTED_PROXY_HOPS', '1')
  vi.stubEnv('ALLOW_FIRST_REGISTER_FROM', '')
})

afterEach(() => {
  vi.unstubAllEnvs()
  resetEnv()
})

describe('refuseFirstRegister', () => {
  it('in production, refuses every client but the machine itself with 403 JSON', async () => {
    const refused = refuseFirstRegister(from('127.0.0.1', '203.0.113.7'), 'production')
    expect(refused?.status).toBe(403)
    expect((await refused!.json()).error).toMatch(/npm run create-admin/)
    expect(refuseFirstRegister(from('127.0.0.1'), 'production')).toBeNull()
    expect(refuseFirstRegister(from('::ffff:127.0.0.1'), 'production')).toBeNull()
    expect(refuseFirstRegister(from('192.0.2.9', '127.0.0.1'), 'production')).toBeNull()
  })

  it('does not trust an address the client wrote itself', () => {
    expect(
      refuseFirstRegister(from('192.0.2.9', '127.0.0.1, 10.0.0.1'), 'production'),
    ).not.toBeNull()
  })

  it('lets everyone through when the operator allows it, and outside production', () => {
    expect(refuseFirstRegister(from('127.0.0.1', '203.0.113.7'), 'development')).toBeNull()
    vi.stubEnv('ALLOW_FIRST_REGISTER_FROM', 'any')
    resetEnv()
    expect(refuseFirstRegister(from('127.0.0.1', '203.0.113.7'), 'production')).toBeNull()
  })
})
