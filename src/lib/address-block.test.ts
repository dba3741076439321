import { describe, expect, it } from 'vitest'

import { addressBlock } from '@/lib/address-block.mjs'

describe('addressBlock', () => {
  it('keeps an IPv4 address (and the shared "unknown") as it is', () => {
    expect(addressBlock('203.0.113.7')).toBe('203.0.113.7')
    expect(addressBlock('unknown')).toBe('unknown')
  })

  it('maps every address of one IPv6 /64 to the same block, however it is written', () => {
    const block = '2001:db8:0:1::/64'
    expect(addressBlock('2001:db8:0:1::1')).toBe(block)
    expect(addressBlock('2001:0DB8:0000:0001:ffff:1:2:3')).toBe(block)
    expect(addressBlock('2001:db8::1:0:0:0:9')).toBe(block)
    expect(addressBlock('2001:db8:0:2::1')).not.toBe(block)
    expect(addressBlock('::1')).toBe('0:0:0:0::/64')
  })
})
