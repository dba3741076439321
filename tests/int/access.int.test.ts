import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { ensureFirstAccount, payload } from './helpers/requests'

/*
 * The inventory collection's own access rules (read: anyone; create, update, delete: staff and
 * admins), through the Local API with access enforced, as /cms/api and the route handlers call
 * it. Who may call what through every route is authz-matrix.int.test.ts.
 */

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

let client: Payload
const users = {} as Record<User['role'], User>

beforeAll(async () => {
  client = await payload()
  await ensureFirstAccount()
  for (const role of ['admin', 'staff', 'editor'] as const) {
    users[role] = await client.create({
      collection: 'users',
      data: {
        email: `access-${role}-${Date.now()}@test.local`,
        password: 'a-long-test-password',
        role,
      },
    })
  }
})

const as = (user: User | null) => ({ user, overrideAccess: false }) as const
const create = (user: User | null) =>
  client.create({ collection: 'inventory-items', data: item, ...as(user) })

describe('inventory access rules, enforced', () => {
  it.each(['staff', 'admin'] as const)(
    'lets %s create, read, update and delete a unit',
    async (role) => {
      const created = await create(users[role])
      const read = await client.findByID({
        collection: 'inventory-items',
        id: created.id,
        depth: 1,
        ...as(null),
      })
      expect(read).toMatchObject({ model_name: item.model_name, price: 3999.99, stock_quantity: 2 })
      expect(typeof read.category === 'object' && read.category.name).toBe('Bunk Trailers')
      const updated = await client.update({
        collection: 'inventory-items',
        id: created.id,
        data: { stock_quantity: 3 },
        ...as(users[role]),
      })
      expect(updated.stock_quantity).toBe(3)
      await client.delete({ collection: 'inventory-items', id: created.id, ...as(users[role]) })
      expect(
        (
          await client.count({
            collection: 'inventory-items',
            where: { id: { equals: created.id } },
          })
        ).totalDocs,
      ).toBe(0)
    },
  )

  it.each([
    ['an anonymous visitor', null],
    ['an editor', 'editor'],
  ] as const)('refuses %s every write, and lets them read', async (_, role) => {
    const user = role ? users[role] : null
    await expect(create(user)).rejects.toMatchObject({ status: 403 })
    const unit = await create(users.staff)
    await expect(
      client.update({
        collection: 'inventory-items',
        id: unit.id,
        data: { price: 1 },
        ...as(user),
      }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      client.delete({ collection: 'inventory-items', id: unit.id, ...as(user) }),
    ).rejects.toMatchObject({ status: 403 })
    const read = await client.findByID({ collection: 'inventory-items', id: unit.id, ...as(user) })
    expect(read.price).toBe(3999.99)
  })
})
