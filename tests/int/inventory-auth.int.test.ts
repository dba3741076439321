import { beforeAll, describe, expect, it } from 'vitest'

import { DELETE, PUT } from '@/app/api/inventory/[id]/route'
import { POST } from '@/app/api/inventory/route'
import { POST as upload } from '@/app/api/upload-image/route'
import type { InventoryApiItem } from '@/lib/inventory/contract'

import { smallPng } from './inventory-image-fixtures'
import { ensureTestCategories, removeUploads, url, validBody } from './inventory-fixtures'
import { jsonRequest, payload, routeParams, signedInHeaders } from './helpers'

type Caller = { name: string; headers: () => Promise<Headers>; status: number }

/* Every write call, with what a staff member gets; everyone else must change nothing. */
const callers: Caller[] = [
  { name: 'anonymous', headers: async () => new Headers(), status: 401 },
  {
    name: 'a malformed token',
    headers: async () => new Headers({ Authorization: 'JWT not.a.token' }),
    status: 401,
  },
  { name: 'a signed-in editor (not staff)', headers: () => signedInHeaders('editor'), status: 403 },
]

let target: InventoryApiItem
let png: Uint8Array<ArrayBuffer>

const writes = {
  'POST /api/inventory': (headers: Headers) =>
    POST(jsonRequest('/api/inventory', 'POST', validBody(), headers), {}),
  'PUT /api/inventory/{id}': (headers: Headers) =>
    PUT(
      jsonRequest(`/api/inventory/${target.id}`, 'PUT', validBody({ stock_quantity: 0 }), headers),
      routeParams({ id: String(target.id) }),
    ),
  'DELETE /api/inventory/{id}': (headers: Headers) =>
    DELETE(
      new Request(url(`/api/inventory/${target.id}`), { method: 'DELETE', headers }),
      routeParams({ id: String(target.id) }),
    ),
  'POST /api/upload-image': (headers: Headers) => {
    const form = new FormData()
    form.set('image', new Blob([png], { type: 'image/png' }), 'x.png')
    return upload(
      new Request(url('/api/upload-image'), { method: 'POST', headers, body: form }),
      {},
    )
  },
}

beforeAll(async () => {
  await ensureTestCategories()
  png = new Uint8Array(await smallPng(8, 8))
  const response = await POST(
    jsonRequest(
      '/api/inventory',
      'POST',
      validBody({ model_name: 'Auth target' }),
      await signedInHeaders('staff'),
    ),
    {},
  )
  target = await response.json()
})

describe('authorization of inventory writes', () => {
  for (const caller of callers) {
    for (const [call, send] of Object.entries(writes)) {
      it(`answers ${caller.status} to ${caller.name} on ${call} and changes nothing`, async () => {
        const client = await payload()
        const before = await client.count({ collection: 'inventory-items' })
        const response = await send(await caller.headers())
        expect(response.status).toBe(caller.status)
        expect(((await response.json()) as { error: string }).error).toBeTruthy()
        expect(await client.count({ collection: 'inventory-items' })).toEqual(before)
        const stored = await client.findByID({ collection: 'inventory-items', id: target.id })
        expect(stored.stock_quantity).toBe(target.stock_quantity)
      })
    }
  }

  it('lets staff and admins make every write', async () => {
    for (const role of ['staff', 'admin'] as const) {
      const headers = await signedInHeaders(role)
      expect((await writes['POST /api/inventory'](headers)).status).toBe(201)
      expect((await writes['PUT /api/inventory/{id}'](headers)).status).toBe(200)
      const uploaded = await writes['POST /api/upload-image'](headers)
      expect(uploaded.status).toBe(201)
      await removeUploads([((await uploaded.json()) as { url: string }).url])
    }
    expect(
      (await writes['DELETE /api/inventory/{id}'](await signedInHeaders('staff'))).status,
    ).toBe(200)
  })
})
