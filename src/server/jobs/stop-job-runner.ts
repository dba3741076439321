import type { Payload } from 'payload'

/*
 * Stops Payload's cron ticks (no new job is taken) and waits while a tick still runs its jobs, so
 * a lead e-mail being sent is not cut off by the exit (ADR 0022). Polling is Croner's own
 * `isBusy()`: `Cron.stop()` only cancels the next tick. Gives up after `timeoutMs`; a job cut off
 * then keeps `processing` on its row and is handed back to the queue as stalled.
 */
export async function stopJobRunner(payload: Payload, timeoutMs = 9_000): Promise<void> {
  const crons = [...payload.crons]
  for (const cron of crons) cron.stop()
  const deadline = Date.now() + timeoutMs
  while (crons.some((cron) => cron.isBusy()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
