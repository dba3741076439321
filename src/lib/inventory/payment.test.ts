import { describe, expect, it } from 'vitest'

import {
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
  it('amortizes to the cent', () => {
    // $10,000 at 6% APR over 60 months: $193.33 (standard amortization table).
    expect(monthlyPaymentCents(10_000, { apr: 6, termMonths: 60, downPaymentPercent: 0 })).toBe(
      19333,
    )
    // $20,000 less 10% down, at 7.99% over 120 months: $218.29 on $18,000.
    expect(
      monthlyPaymentCents(20_000, { apr: 7.99, termMonths: 120, downPaymentPercent: 10 }),
    ).toBe(21829)
  })
  it('divides evenly at 0% APR and owes nothing when all is paid down', () => {
    expect(monthlyPaymentCents(3600, { apr: 0, termMonths: 36, downPaymentPercent: 0 })).toBe(10000)
    expect(monthlyPaymentCents(3600, { apr: 5, termMonths: 36, downPaymentPercent: 100 })).toBe(0)
  })
})

describe('paymentLine and paymentDisclosure', () => {
  it('states the payment and the figures behind it', () => {
    const terms = { apr: 6, termMonths: 60, downPaymentPercent: 0 }
    expect(paymentLine(10_000, terms)).toBe('Est. $193.33/mo')
    expect(paymentDisclosure(terms)).toContain('6% APR for 60 months with 0% down')
    expect(paymentDisclosure(terms)).toContain('Estimate, not an offer of credit')
  })
})
