/*
 * The monthly payment estimate beside a price ('Est. $X/mo'), from the financing figures staff set
 * in the CMS (site settings). Nothing is estimated unless both an APR and a term are set.
 */
export type Financing = {
  apr: number | null
  term_months: number | null
  down_payment_percent: number | null
}

export type FinancingTerms = { apr: number; termMonths: number; downPaymentPercent: number }

/** The usable terms, or null when staff have not set an APR and a term. */
export function financingTerms(
  financing: Partial<Financing> | null | undefined,
): FinancingTerms | null {
  const apr = financing?.apr
  const term = financing?.term_months
  if (typeof apr !== 'number' || apr < 0 || typeof term !== 'number' || term < 1) return null
  const down = financing?.down_payment_percent
  return {
    apr,
    termMonths: Math.round(term),
    downPaymentPercent: typeof down === 'number' && down > 0 ? Math.min(down, 100) : 0,
  }
}

/**
 * The level monthly payment of a fully amortizing loan of the price less the down payment, in
 * cents: P·r / (1 − (1 + r)^−n) with r the monthly rate, or P / n at 0% APR.
 */
export function monthlyPaymentCents(price: number, terms: FinancingTerms): number {
  const principal = price * (1 - terms.downPaymentPercent / 100)
  if (principal <= 0) return 0
  const rate = terms.apr / 100 / 12
  const payment =
    rate === 0
      ? principal / terms.termMonths
      : (principal * rate) / (1 - Math.pow(1 + rate, -terms.termMonths))
  return Math.round(payment * 100)
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const percent = (value: number) => `${Number(value.toFixed(2))}%`

/** 'Est. $123.45/mo' */
export const paymentLine = (price: number, terms: FinancingTerms) =>
  `Est. ${dollars.format(monthlyPaymentCents(price, terms) / 100)}/mo`

/** The figures an advertised payment must state beside it (Truth in Lending, Regulation Z). */
export const paymentDisclosure = (terms: FinancingTerms) =>
  `Based on ${percent(terms.apr)} APR for ${terms.termMonths} months with ${percent(terms.downPaymentPercent)} down. Estimate, not an offer of credit; subject to credit approval. Tax, title and fees extra.`
