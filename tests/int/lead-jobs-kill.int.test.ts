import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

import { sql } from '@payloadcms/db-postgres'
import { afterAll, describe, expect, it } from 'vitest'

import { queueOrphanedLeads } from '@/server/leads/sweeper'

import { payloadScriptFlags } from '../../scripts/payload-script-flags'
import { payload } from './helpers/requests'

/*
 * A stored lead always has a job to e-mail it (ADR 0021): its lead and jobs are one transaction,
 * and a sweeper queues jobs for leads an older release left without one.
 */
const child = fileURLToPath(new URL('./helpers/quote-burst-child.ts', import.meta.url))
const run = `kill-burst-${process.pid}-${Date.now()}`
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const execute = async (query: ReturnType<typeof sql>) =>
  (await (await payload()).db.drizzle.execute(query)).rows as Record<string, unknown>[]

const leadsOfRun = (token: string) => sql`
  SELECT q.id, q.notification,
    EXISTS (SELECT 1 FROM payload_jobs j WHERE j.input->>'leadId' = q.id::text) AS queued
  FROM quote_requests q WHERE q.message LIKE ${`${token}%`}`

const jobsOf = async (leadId: number) =>
  (await execute(sql`SELECT id FROM payload_jobs WHERE input->>'leadId' = ${String(leadId)}`))
    .length

afterAll(async () => {
  await execute(sql`
    DELETE FROM payload_jobs WHERE input->>'leadId' IN (
      SELECT id::text FROM quote_requests WHERE message LIKE ${`${run}%`})`)
  await execute(sql`DELETE FROM quote_requests WHERE message LIKE ${`${run}%`}`)
})

/* Starts the burst in its own process, lets `stored` leads land, then kills it with SIGKILL. */
async function killMidBurst(token: string, stored: number): Promise<void> {
  // react-server, as Next bundles the route handlers this path serves.
  const burst = spawn(
    process.execPath,
    [...payloadScriptFlags, '--conditions=react-server', child, token],
    {
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const exited = new Promise((resolve) => burst.once('exit', resolve))
  try {
    const deadline = Date.now() + 60_000
    while ((await execute(leadsOfRun(token))).length < stored) {
      if (burst.exitCode !== null) throw new Error(`burst exited early: ${burst.exitCode}`)
      if (Date.now() > deadline) throw new Error('burst stored too few leads in 60 s')
      await pause(20)
    }
  } finally {
    burst.kill('SIGKILL')
    await exited
  }
}

describe('a server killed in the middle of a burst of quote requests', () => {
  it.each([40, 160])(
    'leaves no stored lead waiting for an e-mail without a job (killed after %i leads)',
    async (stored) => {
      const token = `${run}-${stored}`
      await killMidBurst(token, stored)
      const leads = await execute(leadsOfRun(token))
      expect(leads.length).toBeGreaterThanOrEqual(stored)
      const lost = leads.filter((lead) => lead.notification === 'pending' && !lead.queued)
      expect(lost.map((lead) => lead.id)).toEqual([])
    },
  )
})

describe('the lead sweeper', () => {
  const storeWithoutJob = async (notification: 'pending' | 'sent', ageMs: number) => {
    const lead = await (
      await payload()
    ).create({
      collection: 'quote-requests',
      data: {
        name: 'Orphan',
        email: 'orphan@example.com',
        message: `${run} orphan ${Math.random()}`,
        status: 'new',
        notification,
      },
      depth: 0,
    })
    await execute(
      sql`UPDATE quote_requests SET created_at = ${new Date(Date.now() - ageMs).toISOString()}::timestamptz WHERE id = ${lead.id}`,
    )
    return lead.id
  }

  it('queues one e-mail for a pending lead with no job, however many instances sweep at once', async () => {
    const leadId = await storeWithoutJob('pending', 5 * 60_000)
    const client = await payload()
    const swept = await Promise.all([1, 2, 3].map(() => queueOrphanedLeads(client)))
    expect(swept.flat().filter((id) => id === leadId)).toEqual([leadId])
    expect(await jobsOf(leadId)).toBe(1)
    expect(await queueOrphanedLeads(client)).not.toContain(leadId)
  })

  it('leaves alone a lead already e-mailed, and one stored in the last minute', async () => {
    const sent = await storeWithoutJob('sent', 5 * 60_000)
    const fresh = await storeWithoutJob('pending', 1_000)
    const swept = await queueOrphanedLeads(await payload())
    expect(swept).not.toContain(sent)
    expect(swept).not.toContain(fresh)
    expect(await jobsOf(sent)).toBe(0)
    expect(await jobsOf(fresh)).toBe(0)
  })
})
