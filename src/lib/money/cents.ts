import Big from 'big.js'

import { formatPrice } from '@/lib/inventory/format'

/*
 * Money the site works out (a whole price, a tax, a payment) is whole cents from the first step:
 * the stored prices are decimal dollars, read once here, so no sum is ever a float's.
 */

/** Dollars as stored (13995.99) to whole cents (1399599), exactly. */
export const toCents = (dollars: number): number =>
  Number.isFinite(dollars) ? new Big(dollars).times(100).round(0, Big.roundHalfUp).toNumber() : 0

/** `part` percent of `cents`, to the nearest cent, half a cent up: a tax, a down payment. */
export const percentOf = (cents: number, part: number): number =>
  new Big(cents).times(part).div(100).round(0, Big.roundHalfUp).toNumber()

/** '$13,995' for whole dollars, '$101.36' otherwise. */
export const formatCents = (cents: number): string => formatPrice(cents / 100)
