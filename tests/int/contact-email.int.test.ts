import { afterAll, describe, expect, it } from 'vitest'

import { startSmtpCapture } from './smtp-capture'
import { POST } from '@/app/api/contact/route'
import { fromClient, jsonRequest, payload } from './helpers'

/*
 * The staff e-mail through Payload's real nodemailer adapter, talking SMTP to a tiny server
 * (smtp-capture.ts). It is configured before the app first reads its environment
 * (src/server/env.ts), when the first request is handled.
 */
const smtp = await startSmtpCapture()
const { received } = smtp

process.env.SMTP_HOST = '127.0.0.1'
process.env.SMTP_PORT = String(smtp.port)
process.env.SMTP_SECURE = 'false'
process.env.QUOTE_NOTIFY_TO = 'leads@dealer.example'

afterAll(() => smtp.close())

let clients = 0
const post = (body: unknown) =>
  POST(
    jsonRequest('/api/contact', 'POST', body, new Headers(fromClient(`203.0.113.${++clients}`))),
    {},
  )

const leadWith = async (message: string) => {
  const { docs } = await (
    await payload()
  ).find({
    collection: 'quote-requests',
    where: { message: { equals: message } },
  })
  return docs[0]
}

describe('staff notification of a quote request', () => {
  it('runs on the nodemailer adapter, not the console fallback', async () => {
    expect((await payload()).email.name).toBe('nodemailer')
  })

  it('e-mails QUOTE_NOTIFY_TO after storing the lead and marks it sent', async () => {
    smtp.state.rejectRecipients = false
    const message = `Notify me ${Date.now()}`
    const response = await post({ name: 'Pat Boater', email: 'pat@example.com', message })
    expect(response.status).toBe(201)
    const mail = received.find((item) => item.data.includes(message))
    expect(mail?.to).toEqual(['RCPT TO:<leads@dealer.example>'])
    expect(mail?.data).toMatch(/^Subject: New quote request from Pat Boater$/m)
    expect(mail?.data).toMatch(/^Reply-To: pat@example.com$/m)
    expect(await leadWith(message)).toMatchObject({ notification: 'sent', notificationError: null })
  })

  it('sends markup in a lead as plain text, with no HTML part a mail client could render', async () => {
    smtp.state.rejectRecipients = false
    const message = `<script>alert(${Date.now()})</script> <a href="javascript:alert(1)">x</a>`
    const response = await post({ name: 'Pat <b>Bold</b>', email: 'pat@example.com', message })
    expect(response.status).toBe(201)
    const mail = received.find((item) => item.data.includes(message))
    expect(mail?.data).toMatch(/^Content-Type: text\/plain; charset=utf-8$/im)
    expect(mail?.data).not.toMatch(/text\/html/i)
    expect(mail?.data).toMatch(/^Subject: New quote request from Pat <b>Bold<\/b>$/m)
  })

  it('keeps the lead and still answers 201 when the mail server refuses, marking it failed', async () => {
    smtp.state.rejectRecipients = true
    const message = `Mail server down ${Date.now()}`
    const response = await post({ name: 'Sam', email: 'sam@example.com', message })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })
    const lead = await leadWith(message)
    expect(lead).toMatchObject({ name: 'Sam', status: 'new', notification: 'failed' })
    expect(lead?.notificationError).toMatch(/recipients were rejected|550/i)
    expect(received.some((item) => item.data.includes(message))).toBe(false)
  })
})
