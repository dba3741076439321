import { sql } from '@payloadcms/db-postgres'
import { afterAll, describe, expect, it } from 'vitest'

import { startSmtpCapture } from '../support/smtp-capture'

/*
 * The staff e-mail through Payload's jobs queue and real nodemailer adapter, talking SMTP to a
 * tiny server (tests/support/smtp-capture.ts). It is configured before the app modules load (they read the
 * environment once), so this file imports them dynamically.
 */
const smtp = await startSmtpCapture()
const { received } = smtp

Object.assign(process.env, smtp.env)
process.env.QUOTE_NOTIFY_TO = 'leads@dealer.example'

const { POST } = await import('@/app/api/contact/route')
const { fromClient, jsonRequest, payload } = await import('./helpers/requests')
const { endBackoffs, jobsFor, leadWithMessage } = await import('./helpers/lead-jobs')
const { default: config } = await import('@payload-config')
const { leadQueue, runLeadJobs } = await import('@/server/leads/notifications')

afterAll(() => smtp.close())

let clients = 0
const post = (body: unknown) =>
  POST(
    jsonRequest('/api/contact', 'POST', body, new Headers(fromClient(`203.0.113.${++clients}`))),
    {},
  )
const mailWith = (text: string) => received.filter((item) => item.data.includes(text))
const settled = (lead: { notification?: string | null }) => lead.notification !== 'pending'
const tried = (lead: { notificationAttempts?: number | null }) =>
  (lead.notificationAttempts ?? 0) > 0

describe('staff notification of a quote request', () => {
  it('runs on the nodemailer adapter, not the console fallback', async () => {
    expect((await payload()).email.name).toBe('nodemailer')
  })

  it('e-mails QUOTE_NOTIFY_TO through the jobs queue and marks the lead sent', async () => {
    smtp.state.rejectRecipients = false
    const message = `Notify me ${Date.now()}`
    const response = await post({ name: 'Pat Boater', email: 'pat@example.com', message })
    expect(response.status).toBe(201)
    const lead = await leadWithMessage(message, settled)
    expect(lead).toMatchObject({ notification: 'sent', notificationAttempts: 1 })
    expect(lead.notificationError).toBeNull()
    const [mail] = mailWith(message)
    expect(mail?.to).toEqual(['RCPT TO:<leads@dealer.example>'])
    expect(mail?.data).toMatch(/^Subject: New quote request from Pat Boater$/m)
    expect(mail?.data).toMatch(/^Reply-To: pat@example.com$/m)
    // Done with: Payload deletes a completed job.
    expect(await jobsFor(lead.id)).toEqual([])
  })

  it('sends markup in a lead as plain text, with no HTML part a mail client could render', async () => {
    smtp.state.rejectRecipients = false
    const message = `<script>alert(${Date.now()})</script> <a href="javascript:alert(1)">x</a>`
    const response = await post({ name: 'Pat <b>Bold</b>', email: 'pat@example.com', message })
    expect(response.status).toBe(201)
    await leadWithMessage(message, settled)
    const [mail] = mailWith(message)
    expect(mail?.data).toMatch(/^Content-Type: text\/plain; charset=utf-8$/im)
    expect(mail?.data).not.toMatch(/text\/html/i)
    expect(mail?.data).toMatch(/^Subject: New quote request from Pat <b>Bold<\/b>$/m)
  })

  it('shows a name sent with a line break as one line of the staff e-mail', async () => {
    smtp.state.rejectRecipients = false
    const message = `Line break ${Date.now()}`
    const name = 'Pat\r\nForged-Line: yes'
    expect((await post({ name, email: 'pat@example.com', message })).status).toBe(201)
    const lead = await leadWithMessage(message, settled)
    expect(lead).toMatchObject({ name: 'Pat Forged-Line: yes', notification: 'sent' })
    const [mail] = mailWith(message)
    expect(mail?.data).toMatch(/^Name: Pat Forged-Line: yes\r?$/m)
    expect(mail?.data).not.toMatch(/^Forged-Line:/m)
  })

  it('keeps a lead whose mail server refuses pending, then sends it once the server answers', async () => {
    smtp.state.rejectRecipients = true
    const message = `Mail server down ${Date.now()}`
    const response = await post({ name: 'Sam', email: 'sam@example.com', message })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })
    const waiting = await leadWithMessage(message, tried)
    expect(waiting).toMatchObject({
      status: 'new',
      notification: 'pending',
      notificationAttempts: 1,
    })
    expect(waiting.notificationError).toMatch(/recipients were rejected|550/i)
    // Its staff e-mail's job; the reply to the shopper (ADR 0024) has a job of its own.
    const [job] = (await jobsFor(waiting.id)).filter((queued) => queued.taskSlug === 'notifyLead')
    expect(job).toMatchObject({ processing: false, hasError: false, totalTried: 1 })
    // The job carries the lead's id, not the customer's details.
    expect(job?.input).toEqual({ leadId: waiting.id, kind: 'staff' })
    expect(new Date(job?.waitUntil ?? 0).getTime()).toBeGreaterThan(Date.now())

    smtp.state.rejectRecipients = false
    await endBackoffs()
    // This lead's job only: the retries earlier tests left are out of their backoff now too, and
    // one run of the queue takes at most 20 jobs.
    const jobIds = (await jobsFor(waiting.id)).map((queued) => queued.id)
    await runLeadJobs(await payload(), jobIds)
    const sent = await leadWithMessage(message, settled)
    expect(sent).toMatchObject({ notification: 'sent', notificationAttempts: 2 })
    expect(mailWith(message)).toHaveLength(1)
  })

  it('sends the backlog as soon as one e-mail gets through again', async () => {
    smtp.state.rejectRecipients = true
    const first = `Backlog ${Date.now()}`
    await post({ name: 'Sam', email: 'sam@example.com', message: first })
    await leadWithMessage(first, tried)

    // A review request waiting for its day (ADR 0044) is not a backlog: it keeps its time.
    const later = new Date(Date.now() + 3 * 24 * 60 * 60_000).toISOString()
    const scheduled = await (
      await payload()
    ).jobs.queue({
      task: 'sendReviewRequest',
      input: { reviewRequestId: 0 },
      queue: leadQueue,
      waitUntil: new Date(later),
    })

    smtp.state.rejectRecipients = false
    const second = `After recovery ${Date.now()}`
    await post({ name: 'Kim', email: 'kim@example.com', message: second })
    // Its job releases the backlog after marking the lead sent: wait for the job, not the lead.
    await jobsFor((await leadWithMessage(second, settled)).id)
    await runLeadJobs(await payload())
    expect(await leadWithMessage(first, settled)).toMatchObject({ notification: 'sent' })
    const stillWaiting = await (
      await payload()
    ).findByID({ collection: 'payload-jobs', id: scheduled.id, depth: 0 })
    expect(stillWaiting).toMatchObject({ waitUntil: later, totalTried: 0 })
  })

  it('sends a job a killed process left marked processing, on the next run of the queue', async () => {
    const client = await payload()
    const message = `Left behind ${Date.now()}`
    const lead = await client.create({
      collection: 'quote-requests',
      data: { name: 'Lee', email: 'lee@example.com', message, status: 'new' },
    })
    const job = await client.jobs.queue({
      task: 'notifyLead',
      input: { leadId: lead.id },
      queue: 'lead-notifications',
    })
    // What a process killed mid-send leaves in PostgreSQL: picked up, never finished.
    await client.db.drizzle.execute(
      sql`update payload_jobs set processing = true, updated_at = now() - interval '10 minutes' where id = ${job.id}`,
    )
    smtp.state.rejectRecipients = false
    // One tick of the new process's cron: its shouldAutoRun check, then the run.
    expect(await (await config).jobs.shouldAutoRun?.(client)).toBe(true)
    await runLeadJobs(client)
    expect(await leadWithMessage(message, settled)).toMatchObject({ notification: 'sent' })
    expect(mailWith(message)).toHaveLength(1)
  })
})
