import type { Dataset } from '@/lib/reports/datasets'
import type { DemandRow } from '@/lib/alerts/demand'
import { unmatchedListed, viewedListed, type ViewedRow } from '@/lib/reports/demand'
import type { BandRow } from '@/lib/reports/lot'

/* The lot sections' datasets (./datasets.ts), and the demand the lot sees. */

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

export const dropToSaleDataset = (rows: BandRow[]) =>
  bandDataset(
    'drop-to-sale',
    'From a price drop to the sale',
    'The units sold in the period by the days from their last price drop to the sale, and those sold without one.',
    ['Days from the last price drop', 'Units sold', 'Sales ($)'],
    rows,
  )

export const viewedDataset = (rows: ViewedRow[]): Dataset => ({
  id: 'viewed-few-leads',
  title: 'Most viewed, fewest leads',
  caption: `The ${viewedListed} units on the lot with the most page views in the last 30 days for each lead about them: interest the listing does not turn into questions.`,
  columns: ['Unit', 'Page views (30 days)', 'Leads'],
  rows: rows.map((row) => [row.unit, row.views, row.leads]),
  chart: {
    layout: 'rows',
    stacked: false,
    categories: rows.map((row) => row.unit),
    series: [{ name: 'Page views (30 days)', values: rows.map((row) => row.views) }],
    valueLabel: 'Page views',
  },
})

export const unmatchedDataset = (rows: DemandRow[]): Dataset => ({
  id: 'unmatched-searches',
  title: 'Saved searches nothing in stock matches',
  caption: `The ${unmatchedListed} saved searches with the most shoppers waiting (active stock alerts) that no unit listed for sale matches today: what shoppers look for that the lot does not have.`,
  columns: ['Saved search', 'Shoppers'],
  rows: rows.map((row) => [row.what, row.shoppers]),
  chart: {
    layout: 'rows',
    stacked: false,
    categories: rows.map((row) => row.what),
    series: [{ name: 'Shoppers', values: rows.map((row) => row.shoppers) }],
    valueLabel: 'Shoppers',
  },
})
