import { describe, expect, it } from 'vitest'

import { paymentMessages, readPaymentQuery } from '@/lib/inventory/payment-query'

const dealer = { apr: 7.99, termMonths: 60, downCents: 140_000 }

describe('readPaymentQuery', () => {
  it("fills what the address leaves out with the dealer's terms", () => {
    expect(readPaymentQuery({}, dealer)).toEqual({
      values: { down: '1400', term: '60', apr: '7.99' },
      errors: {},
      figures: dealer,
    })
  })

  it("reads the shopper's figures, in the ways people type money and rates", () => {
    expect(readPaymentQuery({ down: '$2,500', term: '72', apr: '6.5%' }, dealer).figures).toEqual({
      apr: 6.5,
      termMonths: 72,
      downCents: 250_000,
    })
  })

  it('names each field it cannot read, and works out nothing', () => {
    const query = readPaymentQuery({ down: '-5', term: '61', apr: '37' }, dealer)
    expect(query.errors).toEqual(paymentMessages)
    expect(query.figures).toBeNull()
    expect(query.values).toEqual({ down: '-5', term: '61', apr: '37' })
  })

  it('asks for an APR and a term when the dealer set none', () => {
    const query = readPaymentQuery({ down: '0' }, null)
    expect(query.errors).toEqual({ term: paymentMessages.term, apr: paymentMessages.apr })
  })
})
