import { leadKindLabels, leadKinds } from '@/lib/leads/kinds'
import type { PersonResponseStats } from '@/lib/leads/response-stats'
import { leadStatusLabels } from '@/lib/leads/statuses'
import type { CostRow } from '@/lib/reports/cost-per-sale'
import { answerHour, percent, type Dataset } from '@/lib/reports/datasets'
import { outcomes, share, type SourceRow, type WeekRow } from '@/lib/reports/leads'

/* The lead sections' datasets (./datasets.ts). */

export function leadsByWeekDataset(weeks: WeekRow[], before: WeekRow[]): Dataset {
  const kinds = leadKinds.filter((kind) => weeks.some((week) => week.byKind[kind] > 0))
  return {
    id: 'leads-by-week',
    title: 'Leads per week',
    caption: `Leads per week by kind, with the share a person answered within ${answerHour} (automatic replies are not answers); the line is the same week of the period before.`,
    columns: [
      'Week starting',
      ...kinds.map((kind) => leadKindLabels[kind]),
      'Leads',
      `Answered within ${answerHour}`,
      `Answered within ${answerHour} (%)`,
      'Leads, period before',
    ],
    rows: weeks.map((week, index) => [
      week.start,
      ...kinds.map((kind) => week.byKind[kind]),
      week.leads,
      week.answeredWithinHour,
      percent(share(week.answeredWithinHour, week.leads)),
      before[index]?.leads ?? null,
    ]),
    chart: {
      layout: 'columns',
      stacked: true,
      categories: weeks.map((week) => week.start),
      series: kinds.map((kind) => ({
        name: leadKindLabels[kind],
        values: weeks.map((week) => week.byKind[kind]),
      })),
      valueLabel: 'Leads',
      line: { name: 'Period before', values: weeks.map((_, index) => before[index]?.leads ?? 0) },
    },
  }
}

export function leadsBySourceDataset(sources: SourceRow[]): Dataset {
  return {
    id: 'leads-by-source',
    title: 'Leads by source',
    caption: `Leads by where they came from, and how many a person answered within ${answerHour}.`,
    columns: [
      'Source',
      'Leads',
      `Answered within ${answerHour}`,
      `Answered within ${answerHour} (%)`,
    ],
    rows: sources.map((row) => [
      row.source,
      row.leads,
      row.answeredWithinHour,
      percent(share(row.answeredWithinHour, row.leads)),
    ]),
    chart: {
      layout: 'rows',
      stacked: false,
      categories: sources.map((row) => row.source),
      series: [{ name: 'Leads', values: sources.map((row) => row.leads) }],
      valueLabel: 'Leads',
    },
  }
}

export function outcomesBySourceDataset(sources: SourceRow[]): Dataset {
  return {
    id: 'outcomes-by-source',
    title: 'Lead outcomes by source',
    caption:
      'Where the period’s leads stand now, by source, and the close rate: leads won over all leads.',
    columns: ['Source', ...outcomes.map((outcome) => leadStatusLabels[outcome]!), 'Close rate (%)'],
    rows: sources.map((row) => [
      row.source,
      ...outcomes.map((outcome) => row.byOutcome[outcome]),
      percent(row.closeRate),
    ]),
    chart: {
      layout: 'rows',
      stacked: true,
      categories: sources.map((row) => row.source),
      series: outcomes.map((outcome) => ({
        name: leadStatusLabels[outcome]!,
        values: sources.map((row) => row.byOutcome[outcome]),
      })),
      valueLabel: 'Leads',
    },
  }
}

/** The dealer's cost per sale by source: admins only, from the spend in Lead settings. */
export function costPerSaleDataset(rows: CostRow[]): Dataset {
  const costed = rows.filter((row) => row.costPerSale !== null)
  return {
    id: 'cost-per-sale',
    title: 'Cost per sale by source',
    caption:
      'The monthly spend per source entered in Lead settings, prorated to the period’s days (a month is 365 / 12 days), over the period’s leads of the source won; blank with no spend entered or nothing won.',
    columns: [
      'Source',
      'Spend a month ($)',
      'Spend in the period ($)',
      'Leads',
      'Leads won',
      'Cost per sale ($)',
    ],
    rows: rows.map((row) => [
      row.source,
      row.monthlyDollars,
      row.spend,
      row.leads,
      row.won,
      row.costPerSale,
    ]),
    // Only the sources with a cost: a bar of nothing would read as a free sale.
    chart:
      costed.length === 0
        ? undefined
        : {
            layout: 'rows',
            stacked: false,
            categories: costed.map((row) => row.source),
            series: [{ name: 'Cost per sale', values: costed.map((row) => row.costPerSale ?? 0) }],
            valueLabel: 'Dollars',
          },
  }
}

export function responseDataset(people: PersonResponseStats[], targetMinutes: number): Dataset {
  return {
    id: 'response-by-person',
    title: 'First response time by person',
    caption: `The first personal response to the leads each person owns, in business minutes: the median and the 90th percentile, against the target of ${targetMinutes} minutes.`,
    columns: [
      'Person',
      'Leads',
      'Answered',
      'Median (business minutes)',
      '90th percentile (business minutes)',
      'Within target (%)',
    ],
    rows: people.map((row) => [
      row.person.name,
      row.leads,
      row.answered,
      row.medianBusinessMinutes,
      row.p90BusinessMinutes,
      percent(row.withinTargetShare),
    ]),
    chart: {
      layout: 'rows',
      stacked: false,
      categories: people.map((row) => row.person.name),
      series: [
        { name: 'Median', values: people.map((row) => row.medianBusinessMinutes ?? 0) },
        { name: '90th percentile', values: people.map((row) => row.p90BusinessMinutes ?? 0) },
      ],
      valueLabel: 'Business minutes',
      reference: { name: 'Target', value: targetMinutes },
    },
  }
}
