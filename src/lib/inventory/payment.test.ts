import { describe, expect, it } from 'vitest'

import {
  dealerFigures,
  financeInquiryPath,
  financingTerms,
  monthlyPaymentCents,
  paymentDisclosure,
  paymentLine,
} from '@/lib/inventory/payment'

describe('financingTerms', () => {
  it('gives no terms until both an APR and a term are set', () => {
    expect(financingTerms(null)).toBeNull()
    expect(financingTerms({ apr: 7.99, term_months: null })).toBeNull()
    expect(financingTerms({ apr: null, term_months: 60 })).toBeNull()
    expect(financingTerms({ apr: 7.99, term_months: 60 })).toEqual({
      apr: 7.99,
      termMonths: 60,
      downPaymentPercent: 0,
    })
  })
})

describe('monthlyPaymentCents', () => {
  it('amortises to the cent', () => {
    // The example: $5,000 at 7.99% APR over 60 months is $101.36 a month.
    expect(monthlyPaymentCents(500_000, { apr: 7.99, termMonths: 60, downCents: 0 })).toBe(10136)
    // $10,000 at 6% APR over 60 months: $193.33 (standard amortisation table).
    expect(monthlyPaymentCents(1_000_000, { apr: 6, termMonths: 60, downCents: 0 })).toBe(19333)
    // $20,000 less $2,000 down, at 7.99% over 120 months: $218.29 on $18,000.
    expect(monthlyPaymentCents(2_000_000, { apr: 7.99, termMonths: 120, downCents: 200_000 })).toBe(
      21829,
    )
  })

  it('divides evenly at 0% APR, rounding half a cent up', () => {
    expect(monthlyPaymentCents(360_000, { apr: 0, termMonths: 36, downCents: 0 })).toBe(10000)
    // $1,000.50 over 12 months is $83.375: $83.38.
    expect(monthlyPaymentCents(100_050, { apr: 0, termMonths: 12, downCents: 0 })).toBe(8338)
  })

  it('owes nothing when the down payment covers the price, or more', () => {
    expect(monthlyPaymentCents(360_000, { apr: 5, termMonths: 36, downCents: 360_000 })).toBe(0)
    expect(monthlyPaymentCents(360_000, { apr: 5, termMonths: 36, downCents: 900_000 })).toBe(0)
  })

  it('keeps to the cent over a long term and at the top of the rate range', () => {
    // $99,999.99 at 36% over 180 months: r = 0.03, P·r / (1 − 1.03^−180) = $3,014.74.
    expect(monthlyPaymentCents(9_999_999, { apr: 36, termMonths: 180, downCents: 0 })).toBe(301474)
  })
})

describe('dealerFigures', () => {
  it("turns the dealer's share down into whole dollars of this price", () => {
    expect(dealerFigures(1_399_500, { apr: 7.99, termMonths: 60, downPaymentPercent: 10 })).toEqual(
      { apr: 7.99, termMonths: 60, downCents: 140_000 },
    )
  })
})

describe('paymentLine, paymentDisclosure and financeInquiryPath', () => {
  const figures = { apr: 7.99, termMonths: 60, downCents: 100_000 }

  it('states the payment and the figures behind it', () => {
    expect(paymentLine(600_000, figures)).toBe('Est. $101.36/mo')
    expect(paymentDisclosure(figures)).toBe(
      'Based on 7.99% APR for 60 months with $1,000 down. Estimate, not an offer of credit; subject to credit approval. Tax, title and fees extra.',
    )
  })

  it('leads to the finance inquiry with the same figures', () => {
    expect(financeInquiryPath(12, figures)).toBe('/finance?unit=12&down=1000&term=60&apr=7.99')
  })
})
