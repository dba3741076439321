import AxeBuilder from '@axe-core/playwright'
import pg from 'pg'
import sharp from 'sharp'

import { freePort } from '../support/child-server'
import { databaseUrl } from '../support/database-url'
import { mailText, startSmtpCapture } from '../support/smtp-capture'
import { expect, test } from './fixtures'
import { startInstance, waitUntilUp, type Instance } from './instances'

/*
 * The Monday report e-mail on the built server (issue 54 item 5, ADR 0070): its job, queued as
 * the Monday check queues it, runs in the server's own jobs queue (the bundle's sharp and SVG) and
 * mails the charts as PNG images to an SMTP sink; the e-mail's stop link works without
 * JavaScript. A database of its own: the suite's server, which has no mail server, would
 * otherwise take the job from the queue.
 */
const database = `monday_report_${process.pid}`
const account = { email: 'owner@example.com', password: 'monday-report-owner-2026' }

test.describe('the Monday report e-mail', () => {
  test.describe.configure({ timeout: 240_000 })
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
  let site: Instance
  let server: pg.Client
  let db: pg.Client

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    smtp = await startSmtpCapture()
    server = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await server.connect()
    await server.query(`create database ${database}`)
    const url = databaseUrl(process.env.DATABASE_URL!, database)
    site = startInstance({
      port: await freePort(),
      env: {
        DATABASE_URL: url,
        REDIS_URL: undefined,
        ...smtp.env,
      },
    })
    await waitUntilUp(site, 'ready')
    // The first account is an admin (made from the server itself, on loopback).
    const registered = await fetch(`${site.origin}/cms/api/users/first-register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, 'confirm-password': account.password }),
    })
    expect(registered.status, await registered.text()).toBe(200)
    db = new pg.Client({ connectionString: url })
    await db.connect()
  })

  test.afterAll(async () => {
    site?.stop()
    await site?.exited
    await db?.end()
    await server?.query(`drop database if exists ${database} with (force)`)
    await server?.end()
    await smtp?.close()
  })

  test('the job mails the charts as images, and the stop link stops it without JavaScript', async ({
    browser,
    page,
  }) => {
    await db.query(`update users set monday_report = true where email = $1`, [account.email])
    await db.query(`insert into report_mailings (day) values ('2024-06-03')`)
    await db.query(
      `insert into payload_jobs (input, task_slug, queue) values ($1, 'sendMondayReport', 'reports')`,
      [{ day: '2024-06-03' }],
    )
    // The reports queue runs one job a minute. On a Monday after 7 am the instance has queued
    // today's own e-mail too, which may go first (to the account, now it gets it): this job's
    // is the one of its four weeks, within two ticks.
    const jobsMail = () =>
      smtp
        .to(account.email)
        .find((mail) => mailText(mail).includes('the last four weeks, 2024-05-06 to 2024-06-02'))
    await expect
      .poll(() => jobsMail() !== undefined, { timeout: 150_000, intervals: [1_000] })
      .toBe(true)
    const mail = jobsMail()!
    const text = mailText(mail)
    const images = [
      ...mail.data.matchAll(/Content-Type: image\/png[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/g),
    ]
    expect(images.length).toBeGreaterThanOrEqual(2)
    for (const [, body] of images) {
      const meta = await sharp(Buffer.from(body!.replace(/\s+/g, ''), 'base64')).metadata()
      expect(meta).toMatchObject({ format: 'png', width: 1280 })
    }
    const { rows } = await db.query(`select mailed from report_mailings where day = '2024-06-03'`)
    expect(Number(rows[0].mailed)).toBe(1)

    const stopLink = /https?:\/\/\S+\/monday-report\?\S+/.exec(text)![0]
    const context = await browser.newContext({ javaScriptEnabled: false })
    const withoutScripts = await context.newPage()
    await withoutScripts.goto(stopLink)
    await withoutScripts.getByRole('button', { name: 'Stop the Monday e-mail' }).click()
    await expect(withoutScripts.getByRole('status')).toContainText('no more Monday report e-mails')
    await context.close()
    const after = await db.query(`select monday_report from users where email = $1`, [
      account.email,
    ])
    expect(after.rows[0].monday_report).toBe(false)

    // axe runs in a page with scripts (it hangs in a context without them), on the suite's
    // server: the same build and secret, and the demo's pictures the header shows.
    const { pathname, search } = new URL(stopLink)
    await page.goto(`${pathname}${search}`)
    await expect(page.getByRole('button', { name: 'Stop the Monday e-mail' })).toBeVisible()
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(violations.map((violation) => violation.id)).toEqual([])
  })
})
