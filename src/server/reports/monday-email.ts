import 'server-only'

import type { Payload } from 'payload'
import sharp from 'sharp'

import { chartSvg } from '@/lib/reports/chart-svg'
import {
  mondayCharts,
  mondayEmail,
  mondayWeeks,
  type MondayChart,
} from '@/lib/reports/monday-email'
import { periodOf, periodSearch, type PeriodQuery } from '@/lib/reports/period'
import type { User } from '@/payload-types'
import { sendMail } from '@/server/notify'
import { buildReport } from '@/server/reports/report'
import { mondayStopHeaders, mondayStopPageUrl } from '@/server/reports/monday-stop'
import { absoluteUrl } from '@/server/site-url'

/*
 * The Monday report e-mail (issue 54 item 5, ADR 0070): built once for the dealership, then sent
 * to each admin who gets it, with the charts as PNG images drawn from the page's own SVG.
 */

/** The PNGs are drawn at twice the SVG's size, sharp on a phone's screen. */
const density = 2 * 72

/** The admins who get the e-mail: an account that stopped being an admin stops getting it. */
async function recipients(payload: Payload): Promise<User[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { mondayReport: { equals: true }, role: { equals: 'admin' } },
    sort: 'id',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

const chartPng = (chart: MondayChart) =>
  sharp(
    Buffer.from(
      chartSvg(chart.dataset.chart!, { id: chart.cid, title: chart.dataset.title }, 'fixed'),
    ),
    { density },
  )
    // White, not see-through: a mail app in dark mode would put the dark words on black.
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer()

/**
 * Sends the report of the four weeks before `monday` ('YYYY-MM-DD', the dealer's day) to each
 * admin who gets it; how many went and how many failed. A failed mail is logged and counted,
 * never retried: a second e-mail to the others would be worse than one missing.
 */
export async function sendMondayReport(payload: Payload, monday: string) {
  const people = await recipients(payload)
  if (people.length === 0) return { mailed: 0, failed: 0 }
  const weeks = mondayWeeks(monday)
  const query: PeriodQuery = { period: 'range', ...weeks }
  const report = await buildReport(payload, people[0]!, periodOf(query, new Date()))
  const headline = report.datasets.find((dataset) => dataset.id === 'headline')!
  const charts = report.datasets
    .filter((dataset) => (mondayCharts as readonly string[]).includes(dataset.id))
    .filter((dataset) => dataset.chart && dataset.rows.length > 0)
    .map((dataset) => ({ dataset, cid: `${dataset.id}@monday-report` }))
  const [images, site] = await Promise.all([
    Promise.all(charts.map(chartPng)),
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
  ])
  const reportUrl = absoluteUrl(`/admin?tab=reports&${periodSearch(query)}`)
  let mailed = 0
  for (const person of people) {
    const mail = mondayEmail({
      dealerName: site.businessName,
      weeks,
      headline,
      charts,
      reportUrl,
      stopUrl: mondayStopPageUrl(person.id),
    })
    const result = await sendMail(
      payload,
      {
        to: person.email,
        ...mail,
        headers: mondayStopHeaders(person.id),
        attachments: charts.map((chart, index) => ({
          filename: `${chart.dataset.id}.png`,
          content: images[index],
          contentType: 'image/png',
          cid: chart.cid,
        })),
      },
      30_000,
      'Monday report',
    )
    if (result.status === 'sent') mailed++
  }
  return { mailed, failed: people.length - mailed }
}
