import { describe, expect, it } from 'vitest'

import { demandCsv, demandSentence, groupDemand } from '@/lib/alerts/demand'

const search = (watchKey: string, summary: string) => ({
  kind: 'search' as const,
  watchKey,
  summary,
})

describe('what shoppers wait for', () => {
  it('groups alerts by what they watch, the most wanted first', () => {
    const rows = groupDemand([
      search('material=aluminum', 'Aluminum trailers'),
      { kind: 'price', unit: 4, summary: 'Price of the Venture VAB-2025' },
      search(
        'axle=tandem&material=aluminum&price_max=7000',
        'Tandem-axle aluminum trailers, up to $7,000',
      ),
      search(
        'axle=tandem&material=aluminum&price_max=7000',
        'Tandem-axle aluminum trailers, up to $7,000',
      ),
    ])
    expect(rows.map((row) => [row.shoppers, row.kind])).toEqual([
      [2, 'search'],
      [1, 'search'],
      [1, 'price'],
    ])
    expect(demandSentence(rows[0])).toBe(
      '2 shoppers want tandem-axle aluminum trailers, up to $7,000',
    )
    expect(demandSentence(rows[2])).toBe(
      '1 shopper wants to hear of a drop in the price of the Venture VAB-2025',
    )
  })

  it('adds up alerts the database already counted', () => {
    const rows = groupDemand([
      { ...search('material=aluminum', 'Aluminum trailers'), count: 3 },
      search('material=aluminum', 'Aluminum trailers'),
    ])
    expect(rows.map((row) => row.shoppers)).toEqual([4])
  })

  it('exports through the one CSV writer (formulas neutralised)', () => {
    const csv = demandCsv(groupDemand([search('q=%3D1', '=1 trailers')]), (q) => `/inventory?${q}`)
    expect(csv).toContain("1,New trailers,'=1 trailers,/inventory?q=%3D1,")
  })
})
