import { percent, type Dataset } from '@/lib/reports/datasets'
import { share } from '@/lib/reports/leads'

/* Texting and reviews (issue 54): the period's counts beside the period before's. */

export type TextingCounts = {
  sent: number
  received: number
  /** Numbers texted in the period. */
  numbers: number
  optedOut: number
  reviewRequests: number
  /** Of the review requests sent in the period, those whose link was followed, then or since. */
  reviewsFollowed: number
}

/** Opt-outs over the numbers texted: how many of those a text reached asked for no more. */
const optOutShare = (counts: TextingCounts) => share(counts.optedOut, counts.numbers)

/** Review requests followed over those sent (a mail scanner's check counts: ADR 0066). */
const followedShare = (counts: TextingCounts) =>
  share(counts.reviewsFollowed, counts.reviewRequests)

export function textingDataset(now: TextingCounts, before: TextingCounts): Dataset {
  const counts: [string, keyof TextingCounts][] = [
    ['Texts sent', 'sent'],
    ['Texts received', 'received'],
    ['Numbers that texted STOP', 'optedOut'],
    ['Review requests sent', 'reviewRequests'],
    ['Review requests followed', 'reviewsFollowed'],
  ]
  return {
    id: 'texting',
    title: 'Texting and reviews',
    caption:
      'Texts the provider took and texts received, the numbers that opted out and the opt-out rate (over the numbers texted), review requests sent and how many of them had their link followed (a mail scanner checking the link counts too), beside the period before.',
    columns: ['Figure', 'This period', 'Period before'],
    rows: [
      ...counts.map(([label, key]) => [label, now[key], before[key]]),
      ['Opt-out rate (%)', percent(optOutShare(now)), percent(optOutShare(before))],
      ['Review requests followed (%)', percent(followedShare(now)), percent(followedShare(before))],
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
