import { beforeAll, describe, expect, it } from 'vitest'

import { PUT } from '@/app/api/inventory/[id]/route'

import { cms } from './helpers/authz-trials'
import {
  createItem,
  ensureTestCategories,
  staff as staffSession,
  validBody,
} from './helpers/inventory-fixtures'
import { jsonRequest, payload, routeParams, signedInHeaders } from './helpers/requests'

/*
 * A document lock (Payload's payload-locked-documents) makes everyone else's
 * save fail with 423, so only someone who may edit a document may lock it or release its lock.
 */

let staff: Headers
let editor: Headers

beforeAll(async () => {
  await ensureTestCategories()
  staff = await staffSession()
  editor = await signedInHeaders('editor')
})

async function lock(headers: Headers, document: { relationTo: string; value: number }) {
  const { user } = await (await payload()).auth({ headers })
  return cms('POST', 'payload-locked-documents', new Headers(headers), {
    document,
    user: { relationTo: 'users', value: user?.id },
  })
}

const locksOn = async (relationTo: string, value: number) =>
  (
    await (
      await payload()
    ).count({
      collection: 'payload-locked-documents',
      where: {
        and: [
          { 'document.relationTo': { equals: relationTo } },
          { 'document.value': { equals: value } },
        ],
      },
    })
  ).totalDocs

describe('document locks', () => {
  it('refuse an editor locking an inventory item, and the staff edit goes through', async () => {
    const item = await createItem()
    const refused = await lock(editor, { relationTo: 'inventory-items', value: item.id })
    expect(refused.status).toBe(403)
    expect(await locksOn('inventory-items', item.id)).toBe(0)

    const edit = await cms('PATCH', `inventory-items/${item.id}`, new Headers(staff), {
      stock_quantity: 9,
    })
    expect(edit.status).toBe(200)
    const put = await PUT(
      jsonRequest(`/api/inventory/${item.id}`, 'PUT', validBody({ stock_quantity: 4 }), staff),
      routeParams({ id: String(item.id) }),
    )
    expect(put.status).toBe(200)
  })

  it('let an editor lock a tip and staff lock an inventory item, which editors cannot release', async () => {
    const client = await payload()
    const { docs } = await client.find({ collection: 'tips', limit: 1, depth: 0 })
    const tip = docs[0]
    expect(tip).toBeDefined()
    const editorLock = await lock(editor, { relationTo: 'tips', value: Number(tip.id) })
    expect(editorLock.status).toBe(201)

    const item = await createItem()
    const staffLock = await lock(staff, { relationTo: 'inventory-items', value: item.id })
    expect(staffLock.status).toBe(201)
    const { doc } = (await staffLock.json()) as { doc: { id: number } }
    const release = await cms('DELETE', `payload-locked-documents/${doc.id}`, new Headers(editor))
    expect([403, 404]).toContain(release.status)
    expect(await locksOn('inventory-items', item.id)).toBe(1)
    expect(
      (await cms('DELETE', `payload-locked-documents/${doc.id}`, new Headers(staff))).status,
    ).toBe(200)
  })
})
