import 'server-only'

import { createLocalReq, type CollectionSlug, type Payload, type Where } from 'payload'

import { userIsEditor } from '@/lib/auth/roles'
import type { User } from '@/payload-types'
import { HttpError } from '@/server/api/http-error'

/** What Payload's schedule drawer stores on a scheduled publish or unpublish. */
export type ScheduleInput = {
  type?: 'publish' | 'unpublish'
  doc?: { relationTo: string; value: string | number }
  global?: string
}

/*
 * Whether `user` may change the document or global a scheduled job would publish, by its own
 * update access; a rule that answers with a query is asked of that document.
 */
async function mayChange(payload: Payload, user: User, input: ScheduleInput): Promise<boolean> {
  const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
  const { doc } = input
  const target = doc
    ? payload.config.collections.find((c) => c.slug === doc.relationTo)
    : payload.config.globals.find((g) => g.slug === input.global)
  const update = target?.access?.update
  if (!update) return false
  const allowed: unknown = await update({ req, id: doc?.value, data: {} } as never)
  if (typeof allowed !== 'object' || allowed === null) return allowed === true
  if (!doc) return false
  const { totalDocs } = await payload.count({
    collection: doc.relationTo as CollectionSlug,
    where: { and: [{ id: { equals: doc.value } }, allowed as Where] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * Cancels a publish or unpublish scheduled in the CMS (issue 52 item 4), from the editors'
 * dashboard: the job goes, the document stays as it is. Refused unless the job is a pending
 * scheduled publish and the editor may change what it would publish.
 */
export async function cancelScheduled(payload: Payload, user: User, jobId: number) {
  if (!userIsEditor(user)) throw new HttpError(403, 'Only editors may cancel a schedule')
  const job = await payload
    .findByID({ collection: 'payload-jobs', id: jobId, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!job || job.taskSlug !== 'schedulePublish' || job.completedAt || job.processing) {
    throw new HttpError(404, 'Nothing is scheduled under this number')
  }
  if (!(await mayChange(payload, user, (job.input ?? {}) as ScheduleInput))) {
    throw new HttpError(403, 'You may not change what this schedule would publish')
  }
  await payload.delete({ collection: 'payload-jobs', id: jobId, overrideAccess: true })
}
