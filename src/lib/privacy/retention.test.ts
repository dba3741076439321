import { describe, expect, it } from 'vitest'

import {
  monthsBefore,
  retentionCutoffs,
  retentionLines,
  retentionRules,
} from '@/lib/privacy/retention'

describe('retention rules', () => {
  it('takes the defaults where a setting is missing or not a whole period', () => {
    expect(retentionRules(null)).toEqual({
      leadMonths: 36,
      photoDays: 90,
      textMonths: 24,
      pageViewDays: 90,
      unconfirmedDays: 7,
    })
    expect(retentionRules({ leadMonths: 0, photoDays: 30.7 })).toMatchObject({
      leadMonths: 36,
      photoDays: 30,
    })
  })

  it('counts calendar months back, to the last day of a shorter month', () => {
    expect(monthsBefore(new Date('2026-05-31T10:00:00Z'), 3).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    )
    expect(monthsBefore(new Date('2029-11-30T00:00:00Z'), 36).toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    )
  })

  it('gives each kind its cutoff, and the notice says the same periods', () => {
    const rules = retentionRules({ leadMonths: 12, photoDays: 1 })
    const cut = retentionCutoffs(new Date('2026-11-30T00:00:00Z'), rules)
    expect(cut.leads.toISOString()).toBe('2025-11-30T00:00:00.000Z')
    expect(cut.photos.toISOString()).toBe('2026-11-29T00:00:00.000Z')
    const kept = retentionLines(rules).map((line) => line.kept)
    expect(kept[0]).toMatch(/^12 months after/)
    expect(kept[1]).toMatch(/^1 day after/)
    expect(cut.unconfirmed.toISOString()).toBe('2026-11-23T00:00:00.000Z')
    expect(kept[4]).toMatch(/^7 days after you sent it/)
  })
})
