import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import twilio from 'twilio'

/*
 * A local stand-in for Twilio's REST API (POST /2010-04-01/Accounts/{sid}/Messages.json,
 * form-encoded, answered as Twilio answers) and for its webhooks, signed with Twilio's own SDK
 * (X-Twilio-Signature: base64 HMAC-SHA1 of the URL and the sorted parameters), so the site's
 * check is tested against the provider's algorithm, not against itself. Nothing leaves the machine.
 */
export const fakeAccountSid = `AC${'0'.repeat(32)}`
export const fakeAuthToken = 'fake-twilio-auth-token-for-tests'

export type GatewayText = {
  sid: string
  to: string
  from: string
  body: string
  statusCallback?: string
}

export async function startFakeTwilio() {
  const texts: GatewayText[] = []
  let failures = 0
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const path = `/2010-04-01/Accounts/${fakeAccountSid}/Messages.json`
      if (request.method !== 'POST' || request.url !== path) {
        response.writeHead(404, { 'Content-Type': 'application/json' })
        response.end(JSON.stringify({ code: 20404, message: 'Not found', status: 404 }))
        return
      }
      if (failures > 0) {
        failures--
        response.writeHead(500, { 'Content-Type': 'application/json' })
        response.end(JSON.stringify({ code: 20500, message: 'Internal Server Error', status: 500 }))
        return
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
      const text: GatewayText = {
        sid: `SM${randomBytes(16).toString('hex')}`,
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
        statusCallback: form.get('StatusCallback') ?? undefined,
      }
      texts.push(text)
      response.writeHead(201, { 'Content-Type': 'application/json' })
      response.end(
        JSON.stringify({
          sid: text.sid,
          account_sid: fakeAccountSid,
          to: text.to,
          from: text.from,
          body: text.body,
          status: 'queued',
          num_segments: '1',
          direction: 'outbound-api',
          date_created: new Date().toUTCString(),
        }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const baseUrl = `http://127.0.0.1:${port}`
  return {
    baseUrl,
    /** What points an instance at this gateway as its Twilio. */
    env: {
      TWILIO_ACCOUNT_SID: fakeAccountSid,
      TWILIO_AUTH_TOKEN: fakeAuthToken,
      TWILIO_API_BASE_URL: baseUrl,
    },
    texts,
    to: (number: string) => texts.filter((text) => text.to === number),
    /** The next `count` sends are answered 500. */
    failNext: (count: number) => {
      failures = count
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A webhook request as Twilio sends it to `url`; `signature` overrides the real one. */
export function twilioWebhook(
  url: string,
  params: Record<string, string>,
  signature: string | null = twilio.getExpectedTwilioSignature(fakeAuthToken, url, params),
) {
  const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded' })
  if (signature !== null) headers.set('x-twilio-signature', signature)
  return new Request(url, { method: 'POST', headers, body: new URLSearchParams(params).toString() })
}
