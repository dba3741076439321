import pLimit from 'p-limit'
import type { Payload } from 'payload'

import { draining, whileRunning } from '@/server/front-door/draining.mjs'
import { runLeadJobs } from '@/server/leads/notifications'

/*
 * How many of its own leads' job runs a process works at once (ADR 0024). A run holds a database
 * connection through each of its transactions: 100 leads started together waited for the pool's
 * 20 connections past its timeout, failed, and sat out the queue's backoff (the median reply took
 * 74-90 s). In turns, leads are answered in the order they came, and the pool keeps connections
 * for the requests that store the next ones.
 */
const leadRunsAtOnce = 4
const slots = pLimit(leadRunsAtOnce)

/**
 * Runs a lead's jobs now, in the background, when a slot is free. It never fails the caller: the
 * jobs are committed rows, and the server's cron retries whatever this run does not finish. A
 * shutdown waits for runs under way (ADR 0022); one still waiting for a slot is left to the cron
 * of whichever instance runs next.
 */
export function startLeadJobs(payload: Payload, leadId: number, jobIds: (number | string)[]) {
  const run = slots(async () => {
    if (!draining()) await runLeadJobs(payload, jobIds)
  })
  void whileRunning(run).catch((error) =>
    payload.logger.error({ err: error, msg: `Lead ${leadId}: job run failed` }),
  )
}
