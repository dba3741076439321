import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import { startSmtpCapture, type CapturedMail } from '../support/smtp-capture'

/*
 * The owner's Monday e-mail (issue 54 item 5, ADR 0070) through real mail to a capture server:
 * who gets it, what it carries (the headline figures, three charts as PNG images drawn from the
 * page's SVG, the link to the view), when it is queued (7 am dealer time on Mondays, once), and
 * its one-click stop. The four weeks are of May 2024, before any other row of this database.
 */
const smtp = await startSmtpCapture()
Object.assign(process.env, smtp.env)

const { POST: stop } = await import('@/app/api/reports/monday-email/stop/route')
const { sendMondayReport } = await import('@/server/reports/monday-email')
const { queueDueMondayReport, reportQueue } = await import('@/server/reports/monday-task')
const { mailText } = await import('./helpers/alerts-fixtures')
const { payload } = await import('./helpers/requests')

afterAll(() => smtp.close())

const monday = '2024-06-03'
const run = `${process.pid}-${Date.now()}`

async function person(name: string, role: 'admin' | 'staff', mondayReport: boolean) {
  return (await payload()).create({
    collection: 'users',
    data: {
      email: `${name}-${run}@monday.test`,
      firstName: name,
      password: 'a-long-test-password',
      role,
      mondayReport,
    },
  })
}

const owner = await person('owner', 'admin', true)
const otherAdmin = await person('partner', 'admin', false)
const staffWhoAsked = await person('sam', 'staff', true)

for (const [at, answered] of [
  ['2024-05-14T14:00:00Z', '2024-05-14T14:20:00Z'],
  ['2024-05-21T15:00:00Z', '2024-05-21T18:00:00Z'],
  ['2024-05-28T13:00:00Z', null],
] as const) {
  await (
    await payload()
  ).create({
    collection: 'quote-requests',
    data: {
      name: 'Monday Shopper',
      email: 'monday@shopper.test',
      message: 'Monday report fixture',
      owner: owner.id,
      createdAt: at,
      firstResponseAt: answered,
      status: 'contacted',
      notification: 'skipped',
    },
  })
}

/** The MIME parts of a captured mail that are PNG images, with their Content-ID and bytes. */
function pngParts(mail: CapturedMail) {
  return mail.data
    .split(/\r\n--[^\r\n]+\r\n/)
    .filter((part) => /Content-Type: image\/png/i.test(part))
    .map((part) => {
      const [head, body] = part.split('\r\n\r\n')
      return {
        cid: /Content-ID: <([^>]+)>/i.exec(head!)?.[1],
        bytes: Buffer.from(body!.replace(/\s+/g, ''), 'base64'),
      }
    })
}

const stopLinkIn = (mail: CapturedMail) =>
  new URL(/https?:\/\/\S+\/monday-report\?\S+/.exec(mailText(mail))![0])

describe('the Monday report e-mail', () => {
  it('goes to the admins who get it, with the figures, three charts as images and the link', async () => {
    const result = await sendMondayReport(await payload(), monday)
    expect(result).toEqual({ mailed: 1, failed: 0 })
    expect(smtp.to(otherAdmin.email)).toHaveLength(0)
    // Staff see their own figures only: the dealership's e-mail is not theirs, whatever the box.
    expect(smtp.to(staffWhoAsked.email)).toHaveLength(0)

    const [mail] = smtp.to(owner.email)
    const text = mailText(mail!)
    expect(text).toMatch(/Subject: .*the last four weeks, 2024-05-06 to 2024-06-02/)
    expect(text).toContain('Leads: 3 (before: 0)')
    expect(text).toContain('Median first response (business minutes): 100 (before: –)')
    expect(text).toContain('/admin?tab=reports&period=range&from=2024-05-06&to=2024-06-02')
    expect(text).toMatch(
      /List-Unsubscribe: <https?:\/\/\S+\/api\/reports\/monday-email\/stop\?user=/,
    )
    expect(text).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')

    const images = pngParts(mail!)
    expect(images.map((image) => image.cid)).toEqual([
      'leads-by-week@monday-report',
      'response-by-person@monday-report',
      'stock-by-age@monday-report',
    ])
    for (const image of images) {
      expect(text).toContain(`cid:${image.cid}`)
      const meta = await sharp(image.bytes).metadata()
      expect(meta.format).toBe('png')
      expect(meta.width).toBe(1280)
    }
  })

  it('is queued once, at 7 am dealer time on a Monday, and sent by its job', async () => {
    const client = await payload()
    // 6:59 and 7:01 am Eastern daylight time; a minute apart is the check's own pace.
    expect(await queueDueMondayReport(client, new Date('2024-06-03T10:59:00Z'))).toBe(false)
    expect(await queueDueMondayReport(client, new Date('2024-06-03T11:01:00Z'))).toBe(true)
    expect(await queueDueMondayReport(client, new Date('2024-06-03T11:03:00Z'))).toBe(false)
    expect(await queueDueMondayReport(client, new Date('2024-06-04T11:05:00Z'))).toBe(false)

    const before = smtp.to(owner.email).length
    await client.jobs.run({ queue: reportQueue })
    expect(smtp.to(owner.email)).toHaveLength(before + 1)
    const { docs } = await client.find({
      collection: 'report-mailings',
      where: { day: { equals: monday } },
    })
    expect(docs[0]).toMatchObject({ mailed: 1, failed: 0 })
    expect(docs[0]!.finishedAt).toBeTruthy()
  })

  it('stops for its recipient with one click, and for nobody else with a made-up link', async () => {
    const link = stopLinkIn(smtp.to(owner.email)[0]!)
    const post = (search: string) =>
      stop(
        new Request(`http://localhost/api/reports/monday-email/stop?${search}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        }),
        {},
      )
    const key = link.searchParams.get('key')!
    expect((await post(`user=${otherAdmin.id}&key=${key}`)).status).toBe(404)
    expect((await post(`user=${owner.id}&key=${key.slice(1)}x`)).status).toBe(404)
    expect((await post('user=&key=')).status).toBe(404)

    const done = await post(link.search.slice(1))
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toMatch(/\/monday-report\?stopped=1$/)
    const client = await payload()
    expect((await client.findByID({ collection: 'users', id: owner.id })).mondayReport).toBe(false)
    expect(await sendMondayReport(client, '2024-06-10')).toEqual({ mailed: 0, failed: 0 })
  })
})
