import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'
import { describe, expect, it } from 'vitest'

import { jsonRequest, payload, signedInHeaders } from './helpers'

const restPost = REST_POST(config)
const rest = (path: string, body: unknown, headers?: Headers) =>
  restPost(jsonRequest(`/cms/api/${path}`, 'POST', body, headers), {
    params: Promise.resolve({ slug: path.split('/') }),
  })

const item = {
  model_name: 'Access Test Trailer',
  category: 6,
  type: 'Bunk',
  material: 'Aluminum',
  axle_configuration: 'Single',
  capacity_pounds: 2000,
  length_feet: 18.5,
  beam_width_inches: 96,
  price: 3999.99,
  stock_quantity: 2,
  description: 'Created by the access test',
} as const

describe('data access', () => {
  it('creates and reads back an inventory item through the Local API', async () => {
    const client = await payload()
    await client.create({ collection: 'categories', data: { id: 6, name: 'Bunk Trailers' } })
    const created = await client.create({ collection: 'inventory-items', data: item })
    const read = await client.findByID({ collection: 'inventory-items', id: created.id, depth: 1 })
    expect(read).toMatchObject({ model_name: item.model_name, price: 3999.99, stock_quantity: 2 })
    expect(typeof read.category === 'object' && read.category.name).toBe('Bunk Trailers')
  })

  it('refuses an anonymous write through the CMS REST API and stores nothing', async () => {
    const client = await payload()
    const before = await client.count({ collection: 'inventory-items' })
    const response = await rest('inventory-items', { ...item, model_name: 'Anonymous write' })
    expect(response.status).toBe(403)
    expect(await client.count({ collection: 'inventory-items' })).toEqual(before)
  })

  it('refuses inventory writes by an editor but lets staff write', async () => {
    const editor = await rest('inventory-items', item, await signedInHeaders('editor'))
    expect(editor.status).toBe(403)
    const staff = await rest('inventory-items', item, await signedInHeaders('staff'))
    expect(staff.status).toBe(201)
  })

  it('lets nobody read quote requests anonymously', async () => {
    const client = await payload()
    await expect(
      client.find({ collection: 'quote-requests', overrideAccess: false }),
    ).rejects.toThrow()
  })
})
