import { describe, expect, it } from 'vitest'

import { clientAddress } from '@/lib/client-address.mjs'

describe('clientAddress', () => {
  it('is the peer when no proxy is declared, whatever the client forwarded', () => {
    expect(clientAddress({ peer: '203.0.113.9', trustedProxyHops: 0 })).toBe('203.0.113.9')
    expect(
      clientAddress({ peer: '203.0.113.9', forwardedFor: '1.2.3.4', trustedProxyHops: 0 }),
    ).toBe('203.0.113.9')
  })

  it('behind one proxy, is the address that proxy appended, not what the client forged', () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; nginx (10.0.0.5) appended the real address.
    expect(
      clientAddress({
        peer: '10.0.0.5',
        forwardedFor: '1.2.3.4, 198.51.100.7',
        trustedProxyHops: 1,
      }),
    ).toBe('198.51.100.7')
  })

  it('behind two proxies, reads two entries from the right', () => {
    expect(
      clientAddress({
        peer: '10.0.0.2',
        forwardedFor: '6.6.6.6, 198.51.100.7, 10.0.0.1',
        trustedProxyHops: 2,
      }),
    ).toBe('198.51.100.7')
  })

  it('falls back to the leftmost address when the chain is shorter than declared', () => {
    expect(clientAddress({ peer: '198.51.100.7', trustedProxyHops: 1 })).toBe('198.51.100.7')
  })

  it('reports IPv4 clients of a dual-stack socket in their plain form', () => {
    expect(clientAddress({ peer: '::ffff:127.0.0.2', trustedProxyHops: 0 })).toBe('127.0.0.2')
    expect(clientAddress({ peer: '::1', trustedProxyHops: 0 })).toBe('::1')
  })
})
