import { answerWithinMinutes, type LeadHeadline } from '@/lib/reports/leads'
import type { SalesHeadline } from '@/lib/reports/lot'

/*
 * Each section of the Reports view as one dataset: its table, its CSV file and its chart are
 * drawn from these same rows, so what the picture shows, the table says and the file holds agree.
 * The leads' datasets are in ./lead-datasets.ts, the lot's in ./lot-datasets.ts.
 */

export type Cell = string | number | null

export type ChartSpec = {
  /** 'columns': a bar per category up from the axis; 'rows': a bar per category across. */
  layout: 'columns' | 'rows'
  stacked: boolean
  categories: string[]
  series: { name: string; values: number[] }[]
  valueLabel: string
  /** A value every bar is measured against, drawn across a 'rows' chart: the dealer's target. */
  reference?: { name: string; value: number }
  /** The period before, drawn as a line over the columns. */
  line?: { name: string; values: number[] }
}

export type Dataset = {
  id: string
  title: string
  caption: string
  columns: string[]
  rows: Cell[][]
  chart?: ChartSpec
}

/** The answer window as the figures' names spell it. */
export const answerHour = `${answerWithinMinutes / 60} business hour`

/** A share as a percentage with one decimal; null when there is nothing to share. */
export const percent = (share: number | null): number | null =>
  share === null ? null : Math.round(share * 1000) / 10

export function headlineDataset(
  now: { leads: LeadHeadline; sales: SalesHeadline | null },
  before: { leads: LeadHeadline; sales: SalesHeadline | null },
): Dataset {
  const row = (label: string, pick: (side: typeof now) => Cell) => [label, pick(now), pick(before)]
  return {
    id: 'headline',
    title: 'At a glance',
    caption: 'The headline figures of the period, beside the same figures for the period before.',
    columns: ['Figure', 'This period', 'Period before'],
    rows: [
      row('Leads', (side) => side.leads.leads),
      row(`Answered within ${answerHour} (%)`, (side) =>
        percent(side.leads.answeredWithinHourShare),
      ),
      row('Median first response (business minutes)', (side) => side.leads.medianResponseMinutes),
      row('Leads won', (side) => side.leads.won),
      row('Close rate (%)', (side) => percent(side.leads.closeRate)),
      ...(now.sales
        ? [
            row('Units sold', (side) => side.sales?.sold ?? null),
            row('Sales ($)', (side) => side.sales?.dollars ?? null),
            row('Median days to sale', (side) => side.sales?.medianDaysToSale ?? null),
            row('Median days from a price drop to the sale', (side) =>
              side.sales ? side.sales.medianDaysFromDrop : null,
            ),
          ]
        : []),
    ],
  }
}
