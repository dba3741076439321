import { once } from 'node:events'
import net from 'node:net'

export type CapturedMail = { from: string; to: string[]; data: string }

/*
 * A tiny SMTP server that keeps every message it is given, for tests that send real mail through
 * Payload's nodemailer adapter. Point SMTP_HOST/SMTP_PORT at it before the app modules load.
 */
export async function startSmtpCapture() {
  const received: CapturedMail[] = []
  /*
   * `holdDataMs` delays the answer to a message, as a slow mail server does; `answeredAt` holds
   * when each message was answered, and `held` counts messages received but not answered yet.
   */
  const state = { rejectRecipients: false, holdDataMs: 0, held: 0, answeredAt: [] as number[] }

  const server = net.createServer((socket) => {
    let mail: CapturedMail = { from: '', to: [], data: '' }
    let inData = false
    let buffer = ''
    const reply = (line: string) => {
      if (socket.writable) socket.write(`${line}\r\n`)
    }
    reply('220 localhost test SMTP')
    // A client that goes away (a stopped server) is no failure of the test's own.
    socket.on('error', () => {})
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
          const answer = () => {
            if (!socket.writable) return
            reply('250 Queued')
            state.answeredAt.push(Date.now())
          }
          if (state.holdDataMs > 0) {
            state.held += 1
            setTimeout(() => {
              state.held -= 1
              answer()
            }, state.holdDataMs)
          } else answer()
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
          if (state.rejectRecipients) reply('550 Mailbox unavailable')
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
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')

  const port = (server.address() as net.AddressInfo).port
  return {
    port,
    /** What points an instance or a script at this server as its mail server. */
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false' },
    received,
    state,
    /** Messages whose envelope names `address` as a recipient. */
    to: (address: string) => received.filter((mail) => mail.to.includes(`RCPT TO:<${address}>`)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The text of a captured mail: folded headers unfolded, quoted-printable undone (UTF-8). */
export function mailText(mail: CapturedMail): string {
  const [head, ...body] = mail.data.split('\r\n\r\n')
  const text = body.join('\r\n\r\n').replace(/=\r\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    const hex = /^=([0-9A-F]{2})/.exec(text.slice(i, i + 3))
    if (hex) {
      bytes.push(parseInt(hex[1], 16))
      i += 2
    } else bytes.push(...Buffer.from(text[i], 'utf8'))
  }
  return `${head.replace(/\r\n[ \t]+/g, ' ')}\r\n\r\n${Buffer.from(bytes).toString('utf8')}`
}
