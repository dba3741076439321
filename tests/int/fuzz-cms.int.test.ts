import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

import { fromClient, payload, signedInHeaders } from './helpers/requests'
import { cms } from './helpers/authz-trials'

/*
 * Inputs anyone can send to Payload's REST API at /cms/api and its media files, anonymous and
 * signed in: none may answer 5xx. The named cases are those an audit found
 * answering 500; fast-check adds hostile ids, queries and bodies around them. A fixed seed keeps
 * every run the same.
 */
const seed = 20_261_124
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
let admin: Headers
let tipId: number
let itemId: number
let client = 0

const anonymous = () => new Headers(fromClient(`fuzz-cms-${process.pid}-${++client}`))

async function judge(method: Method, path: string, headers: Headers, body?: unknown) {
  const response = await cms(method, path, headers, body as Record<string, unknown> | undefined)
  expect(response.status, `${method} /cms/api/${path} answered ${response.status}`).toBeLessThan(
    500,
  )
  await response.arrayBuffer()
  return response
}

beforeAll(async () => {
  admin = await signedInHeaders('admin')
  const client = await payload()
  tipId = (await client.find({ collection: 'tips', limit: 1, depth: 0 })).docs[0].id
  itemId = (
    await client.create({
      collection: 'inventory-items',
      data: {
        model_name: 'Fuzz CMS unit',
        category: (await client.find({ collection: 'categories', limit: 1 })).docs[0].id,
        type: 'Bunk',
        material: 'Aluminum',
        axle_configuration: 'Single',
        capacity_pounds: 2000,
        length_feet: 18,
        beam_width_inches: 96,
        price: 3999,
        stock_quantity: 1,
        description: 'Fuzz fixture',
      },
    })
  ).id
})

describe('/cms/api with inputs anyone can send', () => {
  it('answers the audit cases with 4xx, never 5xx', async () => {
    await judge('POST', 'users/login', anonymous(), { email: 'a\u0000@b.c', password: 'x' })
    await judge('GET', 'inventory-items?where[model_name][like]=%00', anonymous())
    await judge('GET', 'inventory-items/abc', anonymous())
    await judge('POST', 'users/reset-password', anonymous(), { token: '\u0000', password: 'x' })
    await judge('POST', 'users/verify/abc', anonymous())
    await judge('GET', 'globals/home/versions', new Headers(admin))
    await judge('GET', 'globals/site-settings/versions', new Headers(admin))
    await judge('DELETE', 'payload-preferences/1', new Headers(admin))
    await judge('PATCH', `tips/${tipId}`, new Headers(admin), { title: 'NUL \u0000 here' })
    await judge('PATCH', `inventory-items/${itemId}`, new Headers(admin), { category: 987654 })
  })

  it('answers generated ids, queries and bodies with 4xx or success, never 5xx', async () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom('\u0000', 'abc', '-1', '1.5', '9'.repeat(30), '../1', '%00', '{}', 'null'),
    )
    const collection = fc.constantFrom(
      'inventory-items',
      'categories',
      'tips',
      'media',
      'media/file',
      'users',
      'quote-requests',
      'payload-preferences',
    )
    const call = fc.record({
      signedIn: fc.boolean(),
      method: fc.constantFrom<Method>('GET', 'PATCH', 'DELETE', 'POST'),
      collection,
      id: text,
      field: fc.constantFrom('title', 'model_name', 'category', 'email', 'name', 'id', 'alt'),
      operator: fc.constantFrom('equals', 'like', 'contains', 'in', 'greater_than', 'exists'),
      value: fc.oneof(text, fc.integer(), fc.constant(null), fc.anything({ maxDepth: 2 })),
      where: fc.boolean(),
    })
    await fc.assert(
      fc.asyncProperty(call, async (input) => {
        const headers = input.signedIn ? new Headers(admin) : anonymous()
        const query = `where[${input.field}][${input.operator}]=${encodeURIComponent(String(input.value))}`
        // Bulk writes by query (PATCH or DELETE with `where`) would change the fixtures: reads only.
        const path =
          input.where && input.method === 'GET'
            ? `${input.collection}?${query}`
            : `${input.collection}/${encodeURIComponent(input.id)}`
        const body =
          input.method === 'PATCH' || input.method === 'POST'
            ? { [input.field]: input.value }
            : undefined
        await judge(input.method, path, headers, body)
      }),
      { seed, numRuns: 600, endOnFailure: true },
    )
  })

  it('answers a missing media file 404 without the immutable cache header', async () => {
    const response = await judge('GET', 'media/file/no-such-file.webp', anonymous())
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control') ?? '').not.toMatch(/immutable/)
  })
})
