import type { AgingRow } from '@/lib/aging/report'
import { daysSince, inStockSince } from '@/lib/inventory/in-stock'
import { median } from '@/lib/leads/response-stats'

/*
 * The lot's figures (issue 54): stock by age from the Aging view's own rows, so a unit's days are
 * the ones Aging shows, and the sales of the period with their days on the lot.
 */

type Band = { label: string; upTo: number }

export const ageBands: readonly Band[] = [
  { label: '0–30 days', upTo: 30 },
  { label: '31–60 days', upTo: 60 },
  { label: '61–90 days', upTo: 90 },
  { label: 'Over 90 days', upTo: Infinity },
]

/** Days from a unit's last price drop to its sale: did the drop sell it? */
export const dropBands: readonly Band[] = [
  { label: 'Within 7 days', upTo: 7 },
  { label: '8–30 days', upTo: 30 },
  { label: '31–60 days', upTo: 60 },
  { label: 'Over 60 days', upTo: Infinity },
]

export type BandRow = { band: string; units: number; dollars: number }

function banded(items: { days: number; price: number }[], bands: readonly Band[]): BandRow[] {
  const rows = bands.map((band) => ({ band: band.label, units: 0, dollars: 0 }))
  for (const item of items) {
    const row = rows[bands.findIndex((band) => item.days <= band.upTo)]!
    row.units++
    row.dollars += item.price
  }
  return rows
}

/** The units on the lot (not on order) by days in stock, counted and priced. */
export const stockByAge = (rows: readonly AgingRow[]): BandRow[] =>
  banded(
    rows.flatMap((row) =>
      row.daysInStock === null ? [] : [{ days: row.daysInStock, price: row.price }],
    ),
    ageBands,
  )

export type Sale = {
  price: number
  soldAt: string
  receivedAt: string | null
  createdAt: string
  lastDropAt: string | null
}

export type SaleRow = { price: number; daysToSale: number; daysFromDrop: number | null }

export function saleRows(sales: readonly Sale[]): SaleRow[] {
  return sales.map((sale) => {
    const soldAt = new Date(sale.soldAt)
    return {
      price: sale.price,
      daysToSale: daysSince(inStockSince({ ...sale, status: 'sold' }), soldAt) ?? 0,
      daysFromDrop: daysSince(sale.lastDropAt, soldAt),
    }
  })
}

/** The period's sales by their days on the lot. */
export const salesByAge = (rows: readonly SaleRow[]): BandRow[] =>
  banded(
    rows.map((row) => ({ days: row.daysToSale, price: row.price })),
    ageBands,
  )

/** The period's sales by the days from their last price drop; those never dropped apart. */
export function salesAfterDrop(rows: readonly SaleRow[]): BandRow[] {
  const undropped = rows.filter((row) => row.daysFromDrop === null)
  return [
    ...banded(
      rows.flatMap((row) =>
        row.daysFromDrop === null ? [] : [{ days: row.daysFromDrop, price: row.price }],
      ),
      dropBands,
    ),
    {
      band: 'No price drop',
      units: undropped.length,
      dollars: undropped.reduce((sum, row) => sum + row.price, 0),
    },
  ]
}

export type SalesHeadline = {
  sold: number
  dollars: number
  medianDaysToSale: number | null
  /** Of the units sold after a price drop. */
  medianDaysFromDrop: number | null
}

export function salesHeadline(rows: readonly SaleRow[]): SalesHeadline {
  const toSale = median(rows.map((row) => row.daysToSale))
  const fromDrop = median(rows.flatMap((row) => row.daysFromDrop ?? []))
  return {
    sold: rows.length,
    dollars: rows.reduce((sum, row) => sum + row.price, 0),
    medianDaysToSale: toSale,
    medianDaysFromDrop: fromDrop,
  }
}
