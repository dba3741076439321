import { describe, expect, it } from 'vitest'

import { depositKept, nextState, reservationStates } from '@/lib/reservations/states'

describe('nextState', () => {
  it('moves a checkout once, on the payment or its failure', () => {
    expect(nextState('checkout', { type: 'paid', unitFree: true })).toBe('held')
    expect(nextState('checkout', { type: 'paid', unitFree: false })).toBe('lost')
    expect(nextState('checkout', { type: 'failed' })).toBe('failed')
  })

  it('changes nothing on a replayed or late event', () => {
    for (const state of reservationStates.filter((state) => state !== 'checkout')) {
      expect(nextState(state, { type: 'paid', unitFree: true })).toBeNull()
      expect(nextState(state, { type: 'failed' })).toBeNull()
    }
  })

  it('ends a hold at its date, and releases a held or ended one only', () => {
    expect(nextState('held', { type: 'due' })).toBe('ended')
    expect(nextState('released', { type: 'due' })).toBeNull()
    expect(nextState('held', { type: 'release' })).toBe('released')
    expect(nextState('ended', { type: 'release' })).toBe('released')
    expect(nextState('lost', { type: 'release' })).toBeNull()
    expect(nextState('checkout', { type: 'release' })).toBeNull()
  })

  it('keeps a deposit until it is refunded', () => {
    expect(depositKept('held', null)).toBe(true)
    expect(depositKept('lost', '2026-12-01T00:00:00Z')).toBe(false)
    expect(depositKept('failed', null)).toBe(false)
  })
})
