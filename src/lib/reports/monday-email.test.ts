import { describe, expect, it } from 'vitest'

import type { Dataset } from '@/lib/reports/datasets'
import { isMonday, mondayEmail, mondayWeeks } from '@/lib/reports/monday-email'

const headline: Dataset = {
  id: 'headline',
  title: 'At a glance',
  caption: '',
  columns: ['Figure', 'This period', 'Period before'],
  rows: [['Leads', 1200, null]],
}

const chart: Dataset = {
  id: 'leads-by-week',
  title: 'Leads per week',
  caption: 'Leads per week by kind.',
  columns: ['Week starting', 'Leads'],
  rows: [['2026-11-02', 3]],
  chart: {
    layout: 'columns',
    stacked: true,
    categories: ['2026-11-02'],
    series: [{ name: 'Quote', values: [3] }],
    valueLabel: 'Leads',
    line: { name: 'Period before', values: [1] },
  },
}

const input = {
  dealerName: 'Venture <Trailers>',
  weeks: mondayWeeks('2026-11-30'),
  headline,
  charts: [{ dataset: chart, cid: 'leads-by-week@monday-report' }],
  reportUrl: 'https://example.com/admin?tab=reports&period=range&from=2026-11-02&to=2026-11-29',
  stopUrl: 'https://example.com/monday-report?user=1&key=k',
}

describe('the Monday report e-mail', () => {
  it('covers the four whole weeks that ended the day before', () => {
    expect(mondayWeeks('2026-11-30')).toEqual({ from: '2026-11-02', to: '2026-11-29' })
    expect(isMonday('2026-11-30')).toBe(true)
    expect(isMonday('2026-12-01')).toBe(false)
  })

  it('says the figures in words, with the link to the view and the stop link', () => {
    const mail = mondayEmail(input)
    expect(mail.subject).toBe('Venture <Trailers>: the last four weeks, 2026-11-02 to 2026-11-29')
    expect(mail.text).toContain('Leads: 1,200 (before: –)')
    expect(mail.text).toContain(`The charts and every figure: ${input.reportUrl}`)
    expect(mail.text).toContain(`Stop these Monday e-mails: ${input.stopUrl}`)
  })

  it('shows each chart as its image with a name and the legend in words, all escaped', () => {
    const { html } = mondayEmail(input)
    expect(html).toContain(
      '<img src="cid:leads-by-week@monday-report" width="640" style="max-width:100%;height:auto" alt="Leads per week: chart">',
    )
    expect(html).toContain('Quote')
    expect(html).toContain('Period before (dashed line)')
    expect(html).toContain('&amp;period=range')
  })
})
