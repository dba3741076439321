import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { assignLead } from '@/server/leads/assign'
import { leadNotificationRetries, leadQueue, notifyLeadTask } from '@/server/leads/notifications'
import { replyToShopper } from '@/server/leads/reply'
import { startLeadJobs } from '@/server/leads/job-runs'

type RouteLeadIO = { input: { leadId: number }; output: { status: string } }

/*
 * A new lead's routing (ADR 0024): its owner first, then the reply to the shopper, which names
 * that owner. Both steps are done once whatever the number of attempts, so a retry after a mail
 * failure only retries the reply. Same queue and retries as the staff e-mail (ADR 0013).
 */
export const routeLeadTask: TaskConfig<RouteLeadIO> = {
  slug: 'routeLead',
  inputSchema: [{ name: 'leadId', type: 'number', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: notifyLeadTask.retries,
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const exists = await payload.count({
      collection: 'quote-requests',
      where: { id: { equals: input.leadId } },
    })
    if (exists.totalDocs === 0) return { output: { status: 'lead deleted' } }
    const ownerJobs = (await assignLead(payload, input.leadId)) ?? []
    // The owner's e-mail goes at once rather than on the next tick of the cron.
    if (ownerJobs.length) startLeadJobs(payload, input.leadId, ownerJobs)
    const lastTry = (job.totalTried ?? 0) + 1 > leadNotificationRetries
    return { output: { status: await replyToShopper(payload, input.leadId, lastTry) } }
  },
}

/** Queues the routing of a stored lead; given the `req` that stores it, in its transaction. */
export async function queueLeadRouting(payload: Payload, leadId: number, req?: PayloadRequest) {
  const job = await payload.jobs.queue({
    task: 'routeLead',
    input: { leadId },
    queue: leadQueue,
    req,
  })
  return job.id
}
