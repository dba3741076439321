import { beforeAll, describe, expect, it } from 'vitest'

import { PATCH as cmsPatch } from '@/app/(payload)/cms/api/[...slug]/route'
import { DELETE, PUT } from '@/app/api/inventory/[id]/route'
import { POST as upload } from '@/app/api/upload-image/route'

import { smallPng } from '../support/inventory-image-fixtures'
import {
  createItem,
  ensureTestCategories,
  errorOf,
  getItem,
  staff as staffSession,
  validBody,
} from './helpers/inventory-fixtures'
import { jsonRequest, payload, routeParams } from './helpers/requests'
import { appUrl } from './helpers/app-url'

/*
 * A delete racing edits stays a delete (Payload's update is an upsert), concurrent
 * deletes answer 200 once and 404 after, and /cms edits obey the same stale-version rule.
 */

let staff: Headers

beforeAll(async () => {
  await ensureTestCategories()
  staff = await staffSession()
})

const put = (id: number, body: unknown) =>
  PUT(jsonRequest(`/api/inventory/${id}`, 'PUT', body, staff), routeParams({ id: String(id) }))

const remove = (id: number) =>
  DELETE(new Request(appUrl(`/api/inventory/${id}`), { method: 'DELETE', headers: staff }), {
    params: Promise.resolve({ id: String(id) }),
  })

async function uploadedImage(): Promise<string> {
  const form = new FormData()
  form.set('image', new Blob([new Uint8Array(await smallPng())], { type: 'image/png' }), 'r.png')
  const request = new Request(appUrl('/api/upload-image'), {
    method: 'POST',
    headers: staff,
    body: form,
  })
  const response = await upload(request, {})
  expect(response.status).toBe(201)
  return ((await response.json()) as { url: string }).url
}

const mediaNamed = async (urls: string[]) =>
  (
    await (
      await payload()
    ).count({
      collection: 'media',
      where: { filename: { in: urls.map((u) => decodeURIComponent(u.split('/').pop()!)) } },
    })
  ).totalDocs

describe('a delete racing edits', () => {
  it('one DELETE against five concurrent PUTs leaves no item and no orphan image, every trial', async () => {
    for (let trial = 0; trial < 6; trial++) {
      const images = [await uploadedImage(), await uploadedImage()]
      const body = validBody({ image_url: images[0], image_urls: images })
      const item = await createItem(body)
      const puts = Array.from({ length: 5 }, (_, n) => put(item.id, { ...body, stock_quantity: n }))
      const answers = await Promise.all([remove(item.id), ...puts])
      expect(answers[0].status).toBe(200)
      for (const answer of answers.slice(1)) expect([200, 404]).toContain(answer.status)
      expect((await getItem(item.id)).status).toBe(404)
      expect(await mediaNamed(images)).toBe(0)
    }
  })

  it('ten concurrent DELETEs of one item: one 200, nine 404, no 500', async () => {
    const item = await createItem()
    const answers = await Promise.all(Array.from({ length: 10 }, () => remove(item.id)))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([200, ...Array(9).fill(404)])
    expect(await errorOf(answers.find((answer) => answer.status === 404)!)).toBe(
      'Inventory item not found',
    )
  })

  it('a PUT after the delete answers 404 and does not bring the item back', async () => {
    const item = await createItem()
    expect((await remove(item.id)).status).toBe(200)
    expect((await put(item.id, validBody())).status).toBe(404)
    expect((await getItem(item.id)).status).toBe(404)
  })
})

describe('/cms edits of inventory', () => {
  const patch = (id: number, body: Record<string, unknown>) => {
    const headers = new Headers(staff)
    headers.set('content-type', 'application/json')
    return cmsPatch(
      new Request(appUrl(`/cms/api/inventory-items/${id}`), {
        method: 'PATCH',
        headers,
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({ slug: ['inventory-items', String(id)] }) },
    )
  }

  it('refuses a stale updatedAt with 409 and keeps the newer change', async () => {
    const item = await createItem()
    const read = item.updated_at
    expect((await put(item.id, validBody({ stock_quantity: 7 }))).status).toBe(200)
    const stale = await patch(item.id, { stock_quantity: 1, updatedAt: read })
    expect(stale.status).toBe(409)
    expect(JSON.stringify(await stale.json())).toMatch(/changed by someone else/)
    const current = (await (await getItem(item.id)).json()) as { stock_quantity: number }
    expect(current.stock_quantity).toBe(7)
  })

  it('accepts the current updatedAt, and a PATCH of a deleted item is a 404', async () => {
    const item = await createItem()
    const ok = await patch(item.id, { stock_quantity: 2, updatedAt: item.updated_at })
    expect(ok.status).toBe(200)
    expect((await remove(item.id)).status).toBe(200)
    expect((await patch(item.id, { stock_quantity: 3 })).status).toBe(404)
    expect((await getItem(item.id)).status).toBe(404)
  })
})
