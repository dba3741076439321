import { describe, expect, it } from 'vitest'

import { periodOf, periodQueryFrom, periodSearch } from '@/lib/reports/period'

const now = new Date('2026-11-30T12:00:00.000Z')
const query = (search: string) => periodQueryFrom(new URLSearchParams(search))

describe('the report period', () => {
  it('is the last 4 weeks by default, compared with the 4 weeks before', () => {
    const parsed = query('')
    expect(parsed.success && parsed.data).toEqual({ period: '4w' })
    const period = periodOf({ period: '4w' }, now)
    expect(period.to).toEqual(now)
    expect(period.from.toISOString()).toBe('2026-11-02T12:00:00.000Z')
    expect(period.before).toEqual({ from: new Date('2026-10-05T12:00:00.000Z'), to: period.from })
    expect(period.days).toBe(28)
  })

  it('gives a quarter 13 weeks and a year 52', () => {
    expect(periodOf({ period: 'quarter' }, now).days).toBe(91)
    expect(periodOf({ period: 'year' }, now).days).toBe(364)
  })

  it('runs a range over whole dealer days, across a change of clocks', () => {
    const period = periodOf({ period: 'range', from: '2025-03-03', to: '2025-03-16' }, now)
    // Midnight EST, then midnight EDT after the clocks went forward on 9 March.
    expect(period.from.toISOString()).toBe('2025-03-03T05:00:00.000Z')
    expect(period.to.toISOString()).toBe('2025-03-17T04:00:00.000Z')
    expect(period.days).toBe(14)
    expect(period.before.to).toEqual(period.from)
  })

  it('refuses a range it cannot read, with the reason', () => {
    for (const [search, reason] of [
      ['period=range&from=2025-03-03', 'A range needs both a from and a to date.'],
      [
        'period=range&from=2025-03-16&to=2025-03-03',
        'The from date must not be after the to date.',
      ],
      ['period=range&from=2020-01-01&to=2025-03-03', 'A range covers at most 1098 days.'],
      ['period=range&from=March&to=2025-03-03', 'must be a date (YYYY-MM-DD)'],
      ['period=decade', 'must be one of 4w, quarter, year, range'],
    ]) {
      const parsed = query(search!)
      expect(parsed.success, search).toBe(false)
      expect(parsed.error?.issues[0]?.message, search).toBe(reason)
    }
  })

  it('writes the address a period is read back from', () => {
    expect(periodSearch({ period: 'quarter' })).toBe('period=quarter')
    const range = { period: 'range', from: '2025-03-03', to: '2025-03-16' } as const
    const parsed = query(periodSearch(range))
    expect(parsed.success && parsed.data).toEqual(range)
  })
})
