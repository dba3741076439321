import { describe, expect, it } from 'vitest'

import { payload } from './helpers/requests'

// Who may read and write what, through every route, is authz-matrix.int.test.ts.

// Category 6, Bunk Trailers, is part of the content the migrations load.
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
    const created = await client.create({ collection: 'inventory-items', data: item })
    const read = await client.findByID({ collection: 'inventory-items', id: created.id, depth: 1 })
    expect(read).toMatchObject({ model_name: item.model_name, price: 3999.99, stock_quantity: 2 })
    expect(typeof read.category === 'object' && read.category.name).toBe('Bunk Trailers')
  })
})
