import { formatCents, percentOf, toCents } from '@/lib/money/cents'

/*
 * The whole price of a unit as Maryland asks an advertisement to state it (COMAR 11.12.01.14,
 * Transportation §15-311.1): the full price but taxes and title, a dealer processing charge either
 * in it or beside it in bold with the words the law gives, and the out-the-door estimate that adds
 * the titling tax and the MVA's fees to it. Whole cents throughout (src/lib/money/cents.ts).
 */
export type PriceRules = {
  processingChargeCents: number
  /** In the advertised price, or stated beside it. */
  processingChargeIncluded: boolean
  titlingTaxPercent: number
  titleFeeCents: number
  registrationFeeCents: number
  /** When staff last set the tax rate and fees (YYYY-MM-DD). */
  ratesSetOn: string | null
}

/** The "Price and fees" global as stored (dollars and percent, as editors type them). */
export type PricingSettings = {
  processingCharge?: number | null
  processingChargeShown?: 'beside' | 'included' | null
  titlingTaxPercent?: number | null
  titleFee?: number | null
  registrationFee?: number | null
  ratesSetOn?: string | null
}

const cents = (dollars: number | null | undefined) =>
  typeof dollars === 'number' && dollars > 0 ? toCents(dollars) : 0

export const priceRules = (settings: PricingSettings | null | undefined): PriceRules => ({
  processingChargeCents: cents(settings?.processingCharge),
  processingChargeIncluded: settings?.processingChargeShown === 'included',
  titlingTaxPercent: Math.max(settings?.titlingTaxPercent ?? 0, 0),
  titleFeeCents: cents(settings?.titleFee),
  registrationFeeCents: cents(settings?.registrationFee),
  ratesSetOn: settings?.ratesSetOn?.slice(0, 10) ?? null,
})

// The statement §15-311.1(d) asks for, in the words it gives.
const processingCharge = 'dealer processing charge (not required by law)'
export const processingChargeLabel = `D${processingCharge.slice(1)}`

/** The price a shopper reads: the unit's price, with the processing charge when it is included. */
export const advertisedPriceCents = (priceCents: number, rules: PriceRules): number =>
  priceCents + (rules.processingChargeIncluded ? rules.processingChargeCents : 0)

/** A unit as machines read it (JSON-LD, the merchant feed): at the price shoppers read. */
export const atAdvertisedPrice = <T extends { price: number }>(item: T, rules: PriceRules): T => ({
  ...item,
  price: advertisedPriceCents(toCents(item.price), rules) / 100,
})

/** The words beside the advertised price about the processing charge; null when there is none. */
export function processingChargeNote(rules: PriceRules): string | null {
  const charge = rules.processingChargeCents
  if (charge <= 0) return null
  return rules.processingChargeIncluded
    ? `Includes a ${processingCharge} of ${formatCents(charge)}`
    : `Plus ${processingCharge}: ${formatCents(charge)}`
}

export type PriceLine = { label: string; cents: number }

/** The out-the-door estimate: each line labelled, and their total. */
export function outTheDoor(
  priceCents: number,
  rules: PriceRules,
): { lines: PriceLine[]; totalCents: number } {
  const charge = rules.processingChargeCents
  const taxable = priceCents + charge
  const lines: PriceLine[] = [
    rules.processingChargeIncluded && charge > 0
      ? { label: 'Price, with the dealer processing charge', cents: taxable }
      : { label: 'Price', cents: priceCents },
    ...(rules.processingChargeIncluded || charge <= 0
      ? []
      : [{ label: processingChargeLabel, cents: charge }]),
    {
      label: `Titling tax (${Number(rules.titlingTaxPercent.toFixed(3))}% of ${formatCents(taxable)})`,
      cents: percentOf(taxable, rules.titlingTaxPercent),
    },
    { label: 'Title fee', cents: rules.titleFeeCents },
    { label: 'Registration fee', cents: rules.registrationFeeCents },
  ]
  return { lines, totalCents: lines.reduce((sum, line) => sum + line.cents, 0) }
}
