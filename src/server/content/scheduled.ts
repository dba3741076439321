import 'server-only'

import { createLocalReq, type Payload } from 'payload'

import { userIsEditor } from '@/lib/auth/roles'
import type { User } from '@/payload-types'
import { HttpError } from '@/server/api/http-error'

/** What Payload's schedule drawer stores on a scheduled publish or unpublish. */
export type ScheduleInput = {
  type?: 'publish' | 'unpublish'
  doc?: { relationTo: string; value: string | number }
  global?: string
}

/* Whether `user` may change the document or global a scheduled job would publish. */
async function mayChange(payload: Payload, user: User, input: ScheduleInput): Promise<boolean> {
  const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
  const target = input.doc
    ? payload.config.collections.find((c) => c.slug === input.doc?.relationTo)
    : payload.config.globals.find((g) => g.slug === input.global)
  const update = target?.access?.update
  if (!update) return false
  return Boolean(await update({ req, id: input.doc?.value, data: {} } as never))
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
