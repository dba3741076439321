import { describe, expect, it } from 'vitest'

import { costPerSale, periodSpend } from '@/lib/reports/cost-per-sale'
import type { SourceRow } from '@/lib/reports/leads'

const source = (name: string, leads: number, won: number): SourceRow => ({
  source: name,
  leads,
  answeredWithinHour: 0,
  byOutcome: { new: leads - won, contacted: 0, quoted: 0, won, lost: 0 },
  closeRate: won / leads,
})

describe('cost per sale', () => {
  it('prorates a month to the period’s days, a month being 365 / 12 days', () => {
    expect(periodSpend(1000, 14)).toBe(460.27)
    expect(periodSpend(1000, 365)).toBe(12_000)
  })

  it('divides the spend by the leads won, blank with no spend or nothing won', () => {
    const rows = costPerSale(
      [source('facebook', 4, 2), source('website', 3, 1), source('google.com', 2, 0)],
      [
        { source: ' Facebook ', monthlyDollars: 300 },
        { source: 'facebook', monthlyDollars: 65 },
        { source: 'google.com', monthlyDollars: 100 },
        { source: 'window sticker', monthlyDollars: 30.42 },
      ],
      30,
    )
    expect(rows).toEqual([
      { source: 'facebook', monthlyDollars: 365, spend: 360, leads: 4, won: 2, costPerSale: 180 },
      { source: 'website', monthlyDollars: null, spend: null, leads: 3, won: 1, costPerSale: null },
      {
        source: 'google.com',
        monthlyDollars: 100,
        spend: 98.63,
        leads: 2,
        won: 0,
        costPerSale: null,
      },
      {
        source: 'window sticker',
        monthlyDollars: 30.42,
        spend: 30,
        leads: 0,
        won: 0,
        costPerSale: null,
      },
    ])
  })
})
