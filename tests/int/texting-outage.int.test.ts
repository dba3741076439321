import { afterAll, expect, it } from 'vitest'

import { fakeAccountSid, startFakeTwilio, twilioWebhook } from '../support/fake-twilio'
import { appUrl } from './helpers/app-url'
import { startDatabaseProxy } from './helpers/database-proxy'

/*
 * Issue 50 item 5: a text that arrives while PostgreSQL is unreachable is not lost. The webhook
 * answers 5xx at once, which makes Twilio call the number's fallback URL (docs/texting.md); the
 * same message delivered again once the database is back is stored, once. The app reaches its
 * database through a relay this file cuts and restores.
 */
const proxy = await startDatabaseProxy(process.env.DATABASE_URL!)
process.env.DATABASE_URL = proxy.url
const gateway = await startFakeTwilio()
Object.assign(process.env, gateway.env)

const { POST: inbound } = await import('@/app/api/texting/inbound/route')
const { payload } = await import('./helpers/requests')
const { leadJobsIdle } = await import('./helpers/lead-jobs')

type Pool = { totalCount: number; idleCount: number }
const poolOf = (client: Awaited<ReturnType<typeof payload>>) =>
  (client.db as unknown as { pool: Pool }).pool
const inUse = (pool: Pool) => pool.totalCount - pool.idleCount

async function until(done: () => boolean, what = 'the database pool to settle') {
  const deadline = Date.now() + 20_000
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`waited 20 s for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

afterAll(async () => {
  await leadJobsIdle()
  await gateway.close()
})

const number = `+1203555${String(1000 + (process.pid % 9000)).padStart(4, '0')}`
const textIn = (sid: string, body: string) =>
  inbound(
    twilioWebhook(appUrl('/api/texting/inbound'), {
      AccountSid: fakeAccountSid,
      MessageSid: sid,
      From: number,
      To: '+12015550100',
      Body: body,
    }),
    {},
  )

it('answers 5xx at once while the database is unreachable, and stores the text once when it is back', async () => {
  const client = await payload()
  const settings = await client.findGlobal({ slug: 'lead-settings', depth: 0 })
  await client.updateGlobal({
    slug: 'lead-settings',
    data: { texting: { ...settings.texting, number: '+12015550100' } },
  })
  const held = inUse(poolOf(client))
  expect((await textIn(`SM${process.pid}before`, 'Is the 16 ft still there?')).status).toBe(200)

  // The first text's jobs (its e-mail, its routing) finish first, and no connection is held: a
  // connection taken away mid-transaction is another matter (issue 50 item 8), not this one.
  await leadJobsIdle()
  // No connection in use but the one Payload keeps from its start.
  await until(() => inUse(poolOf(client)) <= held)
  await proxy.cut()
  // The pool learns of its dropped idle connections a moment later. A request that takes one in
  // that moment fails its first query, and node-postgres then throws the connection's end from
  // a client nobody listens to (issue 50 item 8): a race of its own, left out here.
  await until(() => poolOf(client).idleCount === 0)
  const sid = `SM${process.pid}outage`
  const started = Date.now()
  const during = await textIn(sid, 'Can I come Saturday?')
  // Twilio gives up on a webhook after 15 s and calls the fallback URL on an error answer; a 4xx
  // would say the text itself was wrong, and a 2xx that it was stored.
  expect(during.status).toBe(503)
  expect(Date.now() - started).toBeLessThan(10_000)

  await proxy.restore()
  const again = await textIn(sid, 'Can I come Saturday?')
  expect(again.status).toBe(200)
  expect((await textIn(sid, 'Can I come Saturday?')).status).toBe(200)
  const { docs } = await client.find({
    collection: 'text-messages',
    where: { providerSid: { equals: sid } },
    depth: 0,
  })
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({ body: 'Can I come Saturday?', direction: 'in' })
  const lead = await client.findByID({
    collection: 'quote-requests',
    id: docs[0]!.lead as number,
    depth: 0,
  })
  expect(lead.phone).toBe(number)
})
