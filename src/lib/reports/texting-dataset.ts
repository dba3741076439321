import { percent, type Dataset } from '@/lib/reports/datasets'

/* Texting and reviews (issue 54): the period's counts beside the period before's. */

export type TextingCounts = {
  sent: number
  received: number
  /** Numbers texted in the period. */
  numbers: number
  optedOut: number
  reviewRequests: number
}

/** Opt-outs over the numbers texted: how many of those a text reached asked for no more. */
const optOutShare = (counts: TextingCounts) =>
  counts.numbers === 0 ? null : counts.optedOut / counts.numbers

export function textingDataset(now: TextingCounts, before: TextingCounts): Dataset {
  const counts: [string, keyof TextingCounts][] = [
    ['Texts sent', 'sent'],
    ['Texts received', 'received'],
    ['Numbers that texted STOP', 'optedOut'],
    ['Review requests sent', 'reviewRequests'],
  ]
  return {
    id: 'texting',
    title: 'Texting and reviews',
    caption:
      'Texts the provider took and texts received, the numbers that opted out and the opt-out rate (over the numbers texted), and review requests sent, beside the period before.',
    columns: ['Figure', 'This period', 'Period before'],
    rows: [
      ...counts.map(([label, key]) => [label, now[key], before[key]]),
      ['Opt-out rate (%)', percent(optOutShare(now)), percent(optOutShare(before))],
    ],
    chart: {
      layout: 'rows',
      stacked: false,
      categories: counts.map(([label]) => label),
      series: [
        { name: 'This period', values: counts.map(([, key]) => now[key]) },
        { name: 'Period before', values: counts.map(([, key]) => before[key]) },
      ],
      valueLabel: 'Count',
    },
  }
}
