import { describe, expect, it } from 'vitest'

import { formatMinutes, timeAgo } from '@/lib/leads/time'

describe('lead times', () => {
  const now = Date.parse('2026-01-10T12:00:00Z')
  it('says how long ago a lead arrived', () => {
    expect(timeAgo('2026-01-10T11:48:00Z', now)).toBe('12 min ago')
    expect(timeAgo('2026-01-10T09:00:00Z', now)).toBe('3 h ago')
    expect(timeAgo('2026-01-09T12:00:00Z', now)).toBe('1 day ago')
    expect(timeAgo('2026-01-10T12:00:30Z', now)).toBe('just now')
  })
  it('formats response times', () => {
    expect(formatMinutes(45)).toBe('45 min')
    expect(formatMinutes(200)).toBe('3 h 20 min')
    expect(formatMinutes(120)).toBe('2 h')
  })
})
