import { describe, expect, it } from 'vitest'

import { POST } from '@/app/api/schedule/[id]/cancel/route'

import { payload, routeParams, signedInHeaders } from './helpers/requests'
import { appUrl } from './helpers/app-url'

/*
 * Cancelling a scheduled publish from the CMS dashboard (issue 52 item 4): an editor's plain
 * form post removes the job and returns to the dashboard; nobody signed out, no job that is not a
 * pending scheduled publish, and no target the editor may not change.
 */
const nextWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60_000)

async function scheduled(input: Record<string, unknown>) {
  const job = await (
    await payload()
  ).jobs.queue({ task: 'schedulePublish', input: input as never, waitUntil: nextWeek() })
  return job.id as number
}

const cancel = (id: number | string, headers = new Headers()) =>
  POST(new Request(appUrl(`/api/schedule/${id}/cancel`), { method: 'POST', headers }), {
    ...routeParams({ id: String(id) }),
  })

const pending = async (id: number) =>
  (await (await payload()).count({ collection: 'payload-jobs', where: { id: { equals: id } } }))
    .totalDocs

describe('cancelling a scheduled publish', () => {
  it("is an editor's form post, answered with the dashboard", async () => {
    const id = await scheduled({ type: 'publish', global: 'home' })
    expect((await cancel(id)).status).toBe(401)
    expect(await pending(id)).toBe(1)

    const answer = await cancel(id, await signedInHeaders('editor'))
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/cms#scheduled-heading')
    expect(await pending(id)).toBe(0)
    expect((await cancel(id, await signedInHeaders('editor'))).status).toBe(404)
  })

  it('refuses a job that is not a scheduled publish, and a target the editor may not change', async () => {
    const editor = await signedInHeaders('editor')
    const client = await payload()
    const category = (await client.find({ collection: 'categories', limit: 1, depth: 0 })).docs[0]
    const staffs = await scheduled({
      type: 'publish',
      doc: { relationTo: 'categories', value: category.id },
    })
    try {
      expect((await cancel(staffs, editor)).status).toBe(403)
      expect(await pending(staffs)).toBe(1)
      expect((await cancel(staffs, await signedInHeaders('staff'))).status).toBe(303)
    } finally {
      await client.delete({ collection: 'payload-jobs', where: { id: { equals: staffs } } })
    }
    const other = await client.jobs.queue({
      task: 'sendAlerts',
      input: { day: '2026-12-01' },
      queue: 'alerts',
      waitUntil: nextWeek(),
    })
    try {
      expect((await cancel(other.id as number, editor)).status).toBe(404)
    } finally {
      await client.delete({ collection: 'payload-jobs', id: other.id })
    }
    expect((await cancel('x1', editor)).status).toBe(404)
  })
})
