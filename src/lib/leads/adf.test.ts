import { describe, expect, it } from 'vitest'

import { adfXml, type AdfLead } from '@/lib/leads/adf'

const vendor = { name: 'Venture Trailers Edgewater', url: 'https://example.com' }
const lead: AdfLead = {
  id: 4,
  createdAt: '2026-11-27T12:00:00.000Z',
  name: 'Ann Shore',
  email: 'ann@example.com',
  message: 'Finance inquiry',
}

describe('adfXml per kind', () => {
  it('keeps a quote as before: interest buy, no finance', () => {
    const xml = adfXml(lead, vendor)
    expect(xml).toContain('<vehicle interest="buy" status="new">')
    expect(xml).not.toContain('<finance>')
  })

  it('gives a finance inquiry its <finance>, method then amounts, last in the vehicle', () => {
    const xml = adfXml(
      {
        ...lead,
        kind: 'finance',
        details: {
          amount: 18500,
          termMonths: 60,
          downPayment: 2000,
          creditBand: 'good',
          estimate: { monthlyCents: 33456, apr: 7.99, termMonths: 60 },
        },
      },
      vendor,
    )
    expect(xml).toMatch(
      /<finance><method>finance<\/method><amount type="total" limit="exact" currency="USD">18500<\/amount><amount type="downpayment" limit="exact" currency="USD">2000<\/amount><amount type="monthly" limit="exact" currency="USD">334.56<\/amount><\/finance><\/vehicle>/,
    )
  })

  it('marks a trade-in interest="trade-in", the shopper\'s own used boat as the vehicle', () => {
    const xml = adfXml(
      {
        ...lead,
        kind: 'trade-in',
        details: {
          item: 'boat',
          year: 2012,
          make: 'Carolina Skiff',
          model: 'JVX 18',
          lengthFeet: 18.5,
          condition: 'good',
          payoff: 'no',
          photos: ['/cms/api/media/file/a.webp', '/cms/api/media/file/b.webp'],
        },
      },
      vendor,
    )
    expect(xml).toContain(
      '<vehicle interest="trade-in" status="used"><year>2012</year><make>Carolina Skiff</make><model>JVX 18</model><comments>Boat, 18.5 ft, condition good, loan to pay off: no, it is paid off, 2 photo(s) on the lead.</comments></vehicle>',
    )
  })
})
