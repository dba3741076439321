import { formatCents, fractionOf, percentOf, roundedFraction } from '@/lib/money/cents'

/*
 * A monthly payment beside a price: the dealer's estimate ('Est. $X/mo', from the financing terms
 * staff set in the CMS) or the shopper's own figures from the calculator on a unit page. Each
 * comes with the figures behind it, as Regulation Z asks of an advertised payment, and leads to
 * the finance inquiry with those figures filled in.
 */
export type Financing = {
  apr: number | null
  term_months: number | null
  down_payment_percent: number | null
}

/** The dealer's terms, the down payment a share of the price. */
export type FinancingTerms = { apr: number; termMonths: number; downPaymentPercent: number }

/** One payment's figures: APR in percent, the term, the down payment in cents. */
export type PaymentFigures = { apr: number; termMonths: number; downCents: number }

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

/** The dealer's terms for one price, the down payment in whole dollars as it is quoted. */
export const dealerFigures = (priceCents: number, terms: FinancingTerms): PaymentFigures => ({
  apr: terms.apr,
  termMonths: terms.termMonths,
  downCents: Math.round(percentOf(priceCents, terms.downPaymentPercent) / 100) * 100,
})

/**
 * The level monthly payment of a fully amortising loan of the price less the down payment, in
 * cents, half a cent up: P·r / (1 − (1 + r)^−n) with r the monthly rate, P / n at 0% APR, and 0
 * when the down payment covers the price. Worked out as one exact fraction: with the APR a/b
 * percent, r is a/D for D = 1200·b, and the payment is P·a·(D + a)^n / (D·((D + a)^n − D^n)).
 */
export function monthlyPaymentCents(priceCents: number, figures: PaymentFigures): number {
  const principal = BigInt(priceCents - figures.downCents)
  if (principal <= 0n) return 0
  const months = BigInt(figures.termMonths)
  const [apr, scale] = fractionOf(figures.apr)
  if (apr === 0n) return roundedFraction([principal, months])
  const monthly = 1200n * scale
  const grown = (monthly + apr) ** months
  return roundedFraction([principal * apr * grown, monthly * (grown - monthly ** months)])
}

const percent = (value: number) => `${Number(value.toFixed(2))}%`

/** 'Est. $101.36/mo' */
export const paymentLine = (priceCents: number, figures: PaymentFigures) =>
  `Est. ${formatCents(monthlyPaymentCents(priceCents, figures))}/mo`

/** '7.99% APR for 60 months with $1,000 down' */
export const paymentTerms = (figures: PaymentFigures) =>
  `${percent(figures.apr)} APR for ${figures.termMonths} months with ${formatCents(figures.downCents)} down`

/** The figures an advertised payment must state beside it (Truth in Lending, Regulation Z). */
export const paymentDisclosure = (figures: PaymentFigures) =>
  `Based on ${paymentTerms(figures)}. Estimate, not an offer of credit; subject to credit approval. Tax, title and fees extra.`

/** The finance inquiry about one unit with a payment's figures filled in. */
export const financeInquiryPath = (unitId: number, figures: PaymentFigures) =>
  `/finance?${new URLSearchParams({
    unit: String(unitId),
    down: String(figures.downCents / 100),
    term: String(figures.termMonths),
    apr: String(figures.apr),
  })}`
