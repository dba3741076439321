import type { AgingRow } from '@/lib/aging/report'
import { daysSince, inStockSince } from '@/lib/inventory/in-stock'
import { median } from '@/lib/leads/response-stats'

/*
 * The lot's figures (issue 54): stock by age from the Aging view's own rows, so a unit's days are
 * the ones Aging shows, and the sales of the period with their days on the lot.
 */

export const ageBands = [
  { label: '0–30 days', upTo: 30 },
  { label: '31–60 days', upTo: 60 },
  { label: '61–90 days', upTo: 90 },
  { label: 'Over 90 days', upTo: Infinity },
] as const

export type BandRow = { band: string; units: number; dollars: number }

const bandIndex = (days: number) => ageBands.findIndex((band) => days <= band.upTo)

function banded(items: { days: number; price: number }[]): BandRow[] {
  const rows = ageBands.map((band) => ({ band: band.label, units: 0, dollars: 0 }))
  for (const item of items) {
    const row = rows[bandIndex(item.days)]!
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
  )

export type Sale = {
  id: number
  name: string
  price: number
  soldAt: string
  receivedAt: string | null
  createdAt: string
  lastDropAt: string | null
}

export type SaleRow = {
  id: number
  name: string
  price: number
  soldAt: string
  daysToSale: number
  daysFromDrop: number | null
}

export function saleRows(sales: readonly Sale[]): SaleRow[] {
  return sales.map((sale) => {
    const soldAt = new Date(sale.soldAt)
    return {
      id: sale.id,
      name: sale.name,
      price: sale.price,
      soldAt: sale.soldAt,
      daysToSale: daysSince(inStockSince({ ...sale, status: 'sold' }), soldAt) ?? 0,
      daysFromDrop: daysSince(sale.lastDropAt, soldAt),
    }
  })
}

/** The period's sales by their days on the lot. */
export const salesByAge = (rows: readonly SaleRow[]): BandRow[] =>
  banded(rows.map((row) => ({ days: row.daysToSale, price: row.price })))

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
