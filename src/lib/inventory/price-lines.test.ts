import { describe, expect, it } from 'vitest'

import {
  advertisedPriceCents,
  atAdvertisedPrice,
  outTheDoor,
  priceRules,
  processingChargeNote,
} from '@/lib/inventory/price-lines'

const rates = {
  titlingTaxPercent: 6,
  titleFee: 100,
  registrationFee: 51,
  ratesSetOn: '2026-11-29T12:00:00.000Z',
}

describe('priceRules', () => {
  it('reads the settings as cents, with no charge and no tax when nothing is set', () => {
    expect(priceRules(null)).toEqual({
      processingChargeCents: 0,
      processingChargeIncluded: false,
      titlingTaxPercent: 0,
      titleFeeCents: 0,
      registrationFeeCents: 0,
      ratesSetOn: null,
    })
    expect(priceRules({ ...rates, processingCharge: 499.99 })).toMatchObject({
      processingChargeCents: 49_999,
      titleFeeCents: 10_000,
      registrationFeeCents: 5_100,
      ratesSetOn: '2026-11-29',
    })
  })
})

describe('the advertised price', () => {
  it('is the price when the charge is shown beside it, in bold words of the law', () => {
    const rules = priceRules({ processingCharge: 500 })
    expect(advertisedPriceCents(1_399_500, rules)).toBe(1_399_500)
    expect(processingChargeNote(rules)).toBe(
      'Plus dealer processing charge (not required by law): $500',
    )
  })

  it('includes the charge when the dealer says so, and says it does', () => {
    const rules = priceRules({ processingCharge: 500, processingChargeShown: 'included' })
    expect(advertisedPriceCents(1_399_500, rules)).toBe(1_449_500)
    expect(processingChargeNote(rules)).toBe(
      'Includes a dealer processing charge (not required by law) of $500',
    )
    expect(atAdvertisedPrice({ id: 1, price: 13_995 }, rules)).toEqual({ id: 1, price: 14_495 })
  })

  it('says nothing of a charge the dealer does not make', () => {
    expect(processingChargeNote(priceRules({ processingCharge: 0 }))).toBeNull()
  })
})

describe('outTheDoor', () => {
  it('adds the charge, the titling tax on price and charge, and the fees, in cents', () => {
    const estimate = outTheDoor(1_399_599, priceRules({ ...rates, processingCharge: 500 }))
    expect(estimate.lines).toEqual([
      { label: 'Price', cents: 1_399_599 },
      { label: 'Dealer processing charge (not required by law)', cents: 50_000 },
      // 6% of $14,495.99 is $869.7594: $869.76.
      { label: 'Titling tax (6% of $14,495.99)', cents: 86_976 },
      { label: 'Title fee', cents: 10_000 },
      { label: 'Registration fee', cents: 5_100 },
    ])
    expect(estimate.totalCents).toBe(1_399_599 + 50_000 + 86_976 + 10_000 + 5_100)
  })

  it('names the price with the charge in it when it is included', () => {
    const rules = priceRules({ ...rates, processingCharge: 500, processingChargeShown: 'included' })
    const estimate = outTheDoor(1_000_000, rules)
    expect(estimate.lines.map((line) => line.label)).toEqual([
      'Price, with the dealer processing charge',
      'Titling tax (6% of $10,500)',
      'Title fee',
      'Registration fee',
    ])
    expect(estimate.totalCents).toBe(1_050_000 + 63_000 + 10_000 + 5_100)
  })
})
