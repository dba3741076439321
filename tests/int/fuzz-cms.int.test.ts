import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

import { fromClient, payload, signedInHeaders } from './helpers'
import { cms } from './authz-trials'

/*
 * Inputs anyone can send to Payload's REST API at /cms/api and its media files, anonymous and
 * signed in: none may answer 5xx (issue 15, item 2). The named cases are those an audit found
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

  it('answers a missing media file 404 without the immutable cache header', async () => {
    const response = await judge('GET', 'media/file/no-such-file.webp', anonymous())
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control') ?? '').not.toMatch(/immutable/)
  })
})
