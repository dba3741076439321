import { once } from 'node:events'
import net from 'node:net'

import { describe, expect, it } from 'vitest'

/*
 * The mail server is unreachable: a port that was free a moment ago, so every connection is
 * refused. The app reads SMTP settings once at load, hence the dynamic import after setting them.
 */
const probe = net.createServer().listen(0, '127.0.0.1')
await once(probe, 'listening')
const deadPort = (probe.address() as net.AddressInfo).port
await new Promise<void>((resolve) => probe.close(() => resolve()))

process.env.SMTP_HOST = '127.0.0.1'
process.env.SMTP_PORT = String(deadPort)
process.env.SMTP_SECURE = 'false'
process.env.QUOTE_NOTIFY_TO = 'leads@dealer.example'

// Every app module (helpers included) loads after this point, so it sees these settings.
const { POST } = await import('@/app/api/contact/route')
const { submitConcurrentQuotes } = await import('./helpers/stress-quotes')
const { leadsWhen } = await import('./helpers/lead-jobs')
const { payload } = await import('./helpers/requests')

describe('500 concurrent quote requests with the mail server unreachable', () => {
  it(
    'still stores every one intact, each pending with its failed attempt and a queued retry',
    { timeout: 180_000 },
    async () => {
      const { run } = await submitConcurrentQuotes(POST, 500, 'mail-down')
      const tried = (doc: { notificationAttempts?: number | null }) =>
        (doc.notificationAttempts ?? 0) > 0
      const docs = await leadsWhen({ message: { contains: run } }, tried, 120_000)
      expect(docs.every((doc) => doc.notification === 'pending')).toBe(true)
      expect(docs.every((doc) => typeof doc.notificationError === 'string')).toBe(true)
      const waiting = await (
        await payload()
      ).count({
        collection: 'payload-jobs',
        where: { queue: { equals: 'lead-notifications' }, completedAt: { exists: false } },
      })
      expect(waiting.totalDocs).toBeGreaterThanOrEqual(500)
    },
  )
})
