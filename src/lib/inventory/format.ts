const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** '$3,895' for whole dollars, '$3,999.99' otherwise. */
export function formatPrice(price: number): string {
  const value = Number.isFinite(price) ? price : 0
  return `$${Number.isInteger(value) ? wholeNumber.format(value) : cents.format(value)}`
}

/** Thousands separators, up to two decimals: 2025 → '2,025', 19.5 → '19.5'. */
export const formatNumber = (value: number): string =>
  decimal.format(Number.isFinite(value) ? value : 0)
