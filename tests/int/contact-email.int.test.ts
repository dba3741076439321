import { once } from 'node:events'
import net from 'node:net'

import { afterAll, describe, expect, it } from 'vitest'

/*
 * The staff e-mail through Payload's real nodemailer adapter, talking SMTP to a tiny server in this
 * file. It is configured before the app modules load (they read the environment once), so this
 * file imports them dynamically.
 */
type Mail = { from: string; to: string[]; data: string }
const received: Mail[] = []
let rejectRecipients = false

const smtp = net.createServer((socket) => {
  let mail: Mail = { from: '', to: [], data: '' }
  let inData = false
  let buffer = ''
  const reply = (line: string) => socket.write(`${line}\r\n`)
  reply('220 localhost test SMTP')
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8')
    while (buffer.length) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n')
        if (end === -1) return
        mail.data = buffer.slice(0, end)
        buffer = buffer.slice(end + 5)
        inData = false
        received.push(mail)
        mail = { from: '', to: [], data: '' }
        reply('250 Queued')
        continue
      }
      const lineEnd = buffer.indexOf('\r\n')
      if (lineEnd === -1) return
      const line = buffer.slice(0, lineEnd)
      buffer = buffer.slice(lineEnd + 2)
      const verb = line.slice(0, 4).toUpperCase()
      if (verb === 'EHLO') reply('250-localhost\r\n250 8BITMIME')
      else if (verb === 'HELO') reply('250 localhost')
      else if (verb === 'MAIL') {
        mail.from = line
        reply('250 OK')
      } else if (verb === 'RCPT') {
        if (rejectRecipients) reply('550 Mailbox unavailable')
        else {
          mail.to.push(line)
          reply('250 OK')
        }
      } else if (verb === 'DATA') {
        inData = true
        reply('354 End data with <CR><LF>.<CR><LF>')
      } else if (verb === 'QUIT') {
        reply('221 Bye')
        socket.end()
      } else reply('250 OK')
    }
  })
})
smtp.listen(0, '127.0.0.1')
await once(smtp, 'listening')

process.env.SMTP_HOST = '127.0.0.1'
process.env.SMTP_PORT = String((smtp.address() as net.AddressInfo).port)
process.env.SMTP_SECURE = 'false'
process.env.QUOTE_NOTIFY_TO = 'leads@dealer.example'

const { POST } = await import('@/app/api/contact/route')
const { jsonRequest, payload } = await import('./helpers')

afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())))

let clients = 0
const post = (body: unknown) =>
  POST(
    jsonRequest(
      '/api/contact',
      'POST',
      body,
      new Headers({ 'x-forwarded-for': `203.0.113.${++clients}` }),
    ),
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
    rejectRecipients = false
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
    rejectRecipients = false
    const message = `<script>alert(${Date.now()})</script> <a href="javascript:alert(1)">x</a>`
    const response = await post({ name: 'Pat <b>Bold</b>', email: 'pat@example.com', message })
    expect(response.status).toBe(201)
    const mail = received.find((item) => item.data.includes(message))
    expect(mail?.data).toMatch(/^Content-Type: text\/plain; charset=utf-8$/im)
    expect(mail?.data).not.toMatch(/text\/html/i)
    expect(mail?.data).toMatch(/^Subject: New quote request from Pat <b>Bold<\/b>$/m)
  })

  it('keeps the lead and still answers 201 when the mail server refuses, marking it failed', async () => {
    rejectRecipients = true
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
