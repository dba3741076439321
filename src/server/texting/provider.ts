import type { Payload } from 'payload'
import type RequestClient from 'twilio/lib/base/RequestClient'

import { env } from '@/server/env'

/*
 * Where texts go (ADR 0046), as mail goes through Payload's e-mail adapter: Twilio when its keys
 * are set, the log in development and tests without them, nothing in production without them.
 * The interface is the one call the site needs, so another provider is one more adapter.
 */
export type OutgoingText = { from: string; to: string; body: string; statusCallback?: string }
export type SentText = { sid: string; status: string }
export type TextProvider = { name: string; send: (text: OutgoingText) => Promise<SentText> }

/** The provider would not take the text; `permanent` when trying again cannot help (a 4xx). */
export class TextRefused extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message)
  }
}

export function textProvider(payload: Payload): TextProvider | null {
  const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token, NODE_ENV } = env()
  if (sid && token) return twilioProvider(sid, token, env().TWILIO_API_BASE_URL)
  if (NODE_ENV === 'production') return null
  return consoleProvider(payload)
}

let consoleCount = 0
const consoleProvider = (payload: Payload): TextProvider => ({
  name: 'console',
  send: async ({ to, body }) => {
    payload.logger.info(`Text to ${to} (not sent: no Twilio keys): ${body}`)
    return { sid: `console-${process.pid}-${Date.now()}-${consoleCount++}`, status: 'sent' }
  },
})

/*
 * The SDK is loaded on the first send only: it is large, and neither the pages nor a server
 * without texting need it. A base URL sends its requests to a test gateway instead.
 */
function twilioProvider(sid: string, token: string, baseUrl?: string): TextProvider {
  return {
    name: 'twilio',
    send: async ({ from, to, body, statusCallback }) => {
      const { default: twilio } = await import('twilio')
      class Redirected extends twilio.RequestClient {
        override request<T>(opts: RequestClient.RequestOptions<T>) {
          if (!baseUrl) return super.request(opts)
          const target = new URL(opts.uri)
          const uri = new URL(target.pathname + target.search, baseUrl).toString()
          return super.request({ ...opts, uri })
        }
      }
      const client = twilio(sid, token, { httpClient: new Redirected({ timeout: 15_000 }) })
      try {
        const message = await client.messages.create({
          from,
          to,
          body,
          ...(statusCallback ? { statusCallback } : {}),
        })
        return { sid: message.sid, status: message.status }
      } catch (error) {
        const status = (error as { status?: number }).status
        const permanent =
          typeof status === 'number' && status >= 400 && status < 500 && status !== 429
        throw new TextRefused(error instanceof Error ? error.message : String(error), permanent)
      }
    },
  }
}
