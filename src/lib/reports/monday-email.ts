import { escapeHtml } from '@/lib/html-escape'
import { seriesColour } from '@/lib/reports/chart-svg'
import type { Cell, Dataset } from '@/lib/reports/datasets'
import { dayMs } from '@/lib/durations'

/*
 * The owner's Monday e-mail (issue 54 item 5, ADR 0070): the Reports view's headline figures and
 * three of its charts, for the four whole weeks that ended on the Sunday before, with the link to
 * the same view. It goes to staff accounts only, and carries the site's words and figures only.
 */

/** The charts the e-mail shows, by dataset: the leads, how fast they were answered, the lot. */
export const mondayCharts = ['leads-by-week', 'response-by-person', 'stock-by-age'] as const

/** Four whole weeks, Monday to Sunday, the last ending the day before `monday` ('YYYY-MM-DD'). */
export function mondayWeeks(monday: string): { from: string; to: string } {
  const day = (offset: number) =>
    new Date(Date.parse(monday) + offset * dayMs).toISOString().slice(0, 10)
  return { from: day(-28), to: day(-1) }
}

/** Whether the dealer's day 'YYYY-MM-DD' is a Monday. */
export const isMonday = (day: string) => new Date(Date.parse(day)).getUTCDay() === 1

export type MondayChart = { dataset: Dataset; cid: string }

export type MondayEmailInput = {
  dealerName: string
  weeks: { from: string; to: string }
  headline: Dataset
  charts: MondayChart[]
  reportUrl: string
  stopUrl: string
}

const cellText = (cell: Cell) =>
  cell === null ? '–' : typeof cell === 'number' ? cell.toLocaleString('en-US') : cell

const cellStyle = 'padding:4px 8px;border-bottom:1px solid #d0d7de;text-align:left'

function headlineTable(headline: Dataset) {
  const head = headline.columns
    .map((column) => `<th scope="col" style="${cellStyle}">${escapeHtml(column)}</th>`)
    .join('')
  const body = headline.rows
    .map(
      ([label, ...values]) =>
        `<tr><th scope="row" style="${cellStyle}">${escapeHtml(cellText(label ?? null))}</th>${values
          .map((value) => `<td style="${cellStyle}">${escapeHtml(cellText(value ?? null))}</td>`)
          .join('')}</tr>`,
    )
    .join('')
  return `<table style="border-collapse:collapse"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`
}

/* The chart's legend in words, as the page has it: the picture's colours carry no meaning alone. */
function legend(dataset: Dataset) {
  const chart = dataset.chart!
  const marks = [
    ...chart.series.map(
      (series, index) =>
        `<span style="display:inline-block;width:12px;height:12px;background:${seriesColour(index)};margin-right:4px" aria-hidden="true"></span>${escapeHtml(series.name)}`,
    ),
    ...[chart.line ?? chart.reference]
      .filter((mark) => mark !== undefined)
      .map((mark) => `${escapeHtml(mark.name)} (dashed line)`),
  ]
  return `<p style="margin:4px 0 0">${marks.join(' &nbsp; ')}</p>`
}

export function mondayEmail(input: MondayEmailInput) {
  const subject = `${input.dealerName}: the last four weeks, ${input.weeks.from} to ${input.weeks.to}`
  const intro = `The figures of the four weeks from ${input.weeks.from} to ${input.weeks.to}, beside the four weeks before.`
  const figures = input.headline.rows.map(
    ([label, now, before]) =>
      `${cellText(label ?? null)}: ${cellText(now ?? null)} (before: ${cellText(before ?? null)})`,
  )
  const stop = 'Stop these Monday e-mails'
  const text = [
    intro,
    '',
    ...figures,
    '',
    `The charts and every figure: ${input.reportUrl}`,
    '',
    `${stop}: ${input.stopUrl}`,
  ].join('\n')
  const charts = input.charts.map(
    ({ dataset, cid }) =>
      `<h2 style="font-size:18px;margin:24px 0 4px">${escapeHtml(dataset.title)}</h2>` +
      `<p style="margin:0 0 8px">${escapeHtml(dataset.caption)}</p>` +
      `<img src="cid:${escapeHtml(cid)}" width="640" style="max-width:100%;height:auto" alt="${escapeHtml(`${dataset.title}: chart`)}">` +
      legend(dataset),
  )
  const html = [
    '<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1b1b1b">',
    `<p>${escapeHtml(intro)}</p>`,
    headlineTable(input.headline),
    ...charts,
    `<p style="margin-top:24px"><a href="${escapeHtml(input.reportUrl)}">The charts and every figure in the Reports view</a></p>`,
    `<p><a href="${escapeHtml(input.stopUrl)}">${stop}</a></p>`,
    '</body></html>',
  ].join('\n')
  return { subject, text, html }
}
