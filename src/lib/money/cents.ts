import { formatPrice } from '@/lib/inventory/format'

/*
 * Money the site works out (a whole price, a tax, a payment) is whole cents from the first step:
 * the stored prices are decimal dollars, read once here, so no sum is ever a float's. Where a
 * division is needed the arithmetic is exact fractions of the browser's own BigInt, rounded once
 * at the end: the cards work payments out in the browser, and a decimal library there cost the
 * inventory page 2.5 KB over its script budget (ADR 0060).
 */

/** A fraction, numerator over a positive denominator. */
export type Fraction = readonly [numerator: bigint, denominator: bigint]

/** A number as the decimal it reads as: 13995.99 is 1399599/100, 1.005 is 1005/1000. */
export function fractionOf(value: number): Fraction {
  // toExponential() without a digit count writes the shortest decimal that reads back as this
  // number: the one typed, not the binary fraction stored (1.005 is 1.00499999… in binary).
  const [mantissa, exponent] = value.toExponential().split('e')
  const [whole, decimals = ''] = mantissa.split('.')
  const places = decimals.length - Number(exponent)
  const digits = BigInt(whole + decimals)
  return places >= 0 ? [digits, 10n ** BigInt(places)] : [digits * 10n ** BigInt(-places), 1n]
}

/** The whole number nearest to a fraction, halves away from zero (as a price is rounded). */
export function roundedFraction([numerator, denominator]: Fraction): number {
  const size = numerator < 0n ? -numerator : numerator
  const rounded = (2n * size + denominator) / (2n * denominator)
  return Number(numerator < 0n ? -rounded : rounded)
}

/** Dollars as stored (13995.99) to whole cents (1399599), exactly. */
export function toCents(dollars: number): number {
  if (!Number.isFinite(dollars)) return 0
  const [numerator, denominator] = fractionOf(dollars)
  return roundedFraction([numerator * 100n, denominator])
}

/** `part` percent of `cents`, to the nearest cent, half a cent up: a tax, a down payment. */
export function percentOf(cents: number, part: number): number {
  const [numerator, denominator] = fractionOf(part)
  return roundedFraction([BigInt(cents) * numerator, denominator * 100n])
}

/** '$13,995' for whole dollars, '$101.36' otherwise. */
export const formatCents = (cents: number): string => formatPrice(cents / 100)
