import pg from 'pg'

import { postQuoteFrom } from '../../tests/support/post-quote'
import type { startSmtpCapture } from '../../tests/support/smtp-capture'
import type { LeadBurst } from './results'

type Sink = Awaited<ReturnType<typeof startSmtpCapture>>

/** The mail settings that send the app's e-mails to the sink on `smtpPort`. */
export const sinkEnv = (smtpPort: number) => ({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtpPort),
  SMTP_SECURE: 'false',
  QUOTE_NOTIFY_TO: 'bench-desk@example.com',
})

const percentile = (sorted: number[], share: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!

/** Leads of this burst by their reply's state, and how many have a `reply` line on the timeline. */
async function recorded(databaseUrl: string, prefix: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ reply: string | null; line: boolean }>(
      `SELECT q.routing_reply AS reply,
         EXISTS (SELECT 1 FROM quote_requests_activity a WHERE a._parent_id = q.id AND a.kind = 'reply') AS line
       FROM quote_requests q WHERE q.email LIKE $1`,
      [`${prefix}%`],
    )
    return rows
  } finally {
    await client.end()
  }
}

/*
 * The lead burst (ADR 0024): `count` quote requests at once, each from a loopback address of its own (the
 * server counts the connection's address, five stored requests per client), to a new address
 * each (one reply per address per 24 h). Each is timed from its 201 to its reply handed to the
 * SMTP sink (waiting up to `waitMs`); then, within `settleMs`, every lead must have a reply or a
 * recorded reason (its `reply` line).
 */
export async function runLeadBurst(
  baseUrl: string,
  smtp: Sink,
  databaseUrl: string,
  count = 100,
  waitMs = 300_000,
  settleMs = 300_000,
): Promise<LeadBurst> {
  const prefix = `burst-${Date.now()}-`
  const emails = Array.from({ length: count }, (_, index) => `${prefix}${index}@shopper.example`)
  const answeredAt = new Map<string, number>()
  const started = Date.now()
  const statuses = await Promise.all(
    emails.map(async (email, index) => {
      const client = `127.25.${Math.floor(index / 250)}.${(index % 250) + 1}`
      const status = await postQuoteFrom(baseUrl, client, {
        name: `Burst Shopper ${index}`,
        email,
        message: 'Is this trailer still available?',
      })
      answeredAt.set(email, Date.now())
      return status
    }),
  )
  const stored = statuses.filter((status) => status === 201).length

  // The sink keeps messages in order; each new one is stamped when first seen (25 ms steps).
  const deliveredAt = new Map<string, number>()
  let seen = 0
  while (deliveredAt.size < stored && Date.now() - started < waitMs) {
    for (; seen < smtp.received.length; seen++) {
      for (const line of smtp.received[seen]!.to) {
        const address = /<(.*)>/.exec(line)?.[1]
        if (address?.startsWith(prefix)) deliveredAt.set(address, Date.now())
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  // A stored lead whose reply never came counts as infinitely late: a miss, not a gap.
  const times = emails
    .filter((email, index) => statuses[index] === 201 && answeredAt.has(email))
    .map((email) => (deliveredAt.get(email) ?? Infinity) - answeredAt.get(email)!)
    .sort((a, b) => a - b)
  // Then every lead must end decided: a reply sent or a reason written (a slow one still counts).
  let rows = await recorded(databaseUrl, prefix)
  while (rows.some((row) => row.reply === 'pending') && Date.now() - started < settleMs) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    rows = await recorded(databaseUrl, prefix)
  }
  return {
    leads: count,
    stored,
    replies: rows.filter((row) => row.reply === 'sent').length,
    reasons: rows.filter((row) => row.reply !== 'sent' && row.reply !== 'pending' && row.line)
      .length,
    without: rows.filter((row) => row.reply === 'pending' || !row.line).length + (count - stored),
    p50Ms: percentile(times, 0.5),
    p99Ms: percentile(times, 0.99),
    maxMs: times.at(-1) ?? NaN,
    burstMs: Math.max(...answeredAt.values()) - started,
  }
}
