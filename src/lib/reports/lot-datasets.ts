import type { Dataset } from '@/lib/reports/datasets'
import { dayOf } from '@/lib/reports/leads'
import type { BandRow, SaleRow } from '@/lib/reports/lot'

/* The lot sections' datasets (./datasets.ts). */

function bandDataset(
  id: string,
  title: string,
  caption: string,
  columns: [string, string, string],
  rows: BandRow[],
): Dataset {
  return {
    id,
    title,
    caption,
    columns,
    rows: rows.map((row) => [row.band, row.units, row.dollars]),
    chart: {
      layout: 'columns',
      stacked: false,
      categories: rows.map((row) => row.band),
      series: [{ name: columns[1], values: rows.map((row) => row.units) }],
      valueLabel: 'Units',
    },
  }
}

export const stockByAgeDataset = (rows: BandRow[]) =>
  bandDataset(
    'stock-by-age',
    'Stock by age',
    'The units on the lot today by days in stock (as the Aging view counts them), and what they are priced at.',
    ['Days in stock', 'Units', 'Value ($)'],
    rows,
  )

export const salesByAgeDataset = (rows: BandRow[]) =>
  bandDataset(
    'sales-by-age',
    'Days to sale',
    'The units sold in the period by the days they were on the lot, and what they sold for.',
    ['Days on the lot', 'Units sold', 'Sales ($)'],
    rows,
  )

export const unitsSoldDataset = (rows: SaleRow[]): Dataset => ({
  id: 'units-sold',
  title: 'Units sold',
  caption:
    'Each unit sold in the period: its days on the lot, and the days from its last price drop to the sale.',
  columns: ['Unit', 'Sold on', 'Price ($)', 'Days to sale', 'Days from price drop to sale'],
  rows: rows.map((row) => [
    row.name,
    dayOf(new Date(row.soldAt)),
    row.price,
    row.daysToSale,
    row.daysFromDrop,
  ]),
})
