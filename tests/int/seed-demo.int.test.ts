import type { Migration, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { demoInventory } from '@/seed/inventory'

import { runScript, ownDatabase } from './helpers/seed-helpers'

/*
 * Demo data exists only when asked for: `scripts/run.ts --demo` loads it into a database without
 * any account, `npm run seed:demo` whenever it runs. In a database of its own: the shared one has
 * accounts and inventory from other files.
 */
const database = await ownDatabase('demo')
const { payload } = await import('./helpers/requests')
const { migrations } = await import('../../migrations')
const { demoStaff, seedDemo } = await import('@/seed/demo')

let client: Payload

const demoAccounts = async () =>
  (await client.find({ collection: 'users', where: { email: { equals: demoStaff.email } } })).docs
const inventory = async () => (await client.count({ collection: 'inventory-items' })).totalDocs

beforeAll(async () => {
  client = await payload()
  await client.db.migrate({ migrations: migrations as unknown as Migration[] })
})

afterAll(async () => {
  await database.drop(client?.db.pool)
})

describe('demo data', () => {
  it('is loaded by a --demo start into a database without accounts: an admin and the inventory', async () => {
    expect(await client.count({ collection: 'users' })).toMatchObject({ totalDocs: 0 })
    const start = await runScript('prepare-db', ['--demo'])
    expect(start.status, start.stderr).toBe(0)

    const [account] = await demoAccounts()
    expect(account).toMatchObject({ email: demoStaff.email, role: 'admin' })
    const { user } = await client.login({
      collection: 'users',
      data: { email: demoStaff.email, password: demoStaff.password },
    })
    expect(user?.id).toBe(account.id)
    expect(await inventory()).toBe(demoInventory.length)
  })

  it('is created once, however often seedDemo runs', async () => {
    await seedDemo(client)
    await seedDemo(client)
    expect(await demoAccounts()).toHaveLength(1)
    expect(await inventory()).toBe(demoInventory.length)
  })

  it('stays deleted at a --demo start once the database has accounts, and comes back on request', async () => {
    await client.create({
      collection: 'users',
      data: { email: 'owner@test.local', password: 'a-long-test-password', role: 'admin' },
    })
    for (const account of await demoAccounts()) {
      await client.delete({ collection: 'users', id: account.id })
    }
    const items = await client.find({ collection: 'inventory-items', pagination: false, depth: 0 })
    for (const item of items.docs)
      await client.delete({ collection: 'inventory-items', id: item.id })
    expect(await inventory()).toBe(0)

    const start = await runScript('prepare-db', ['--demo'])
    expect(start.status, start.stderr).toBe(0)
    expect(await demoAccounts()).toHaveLength(0)
    expect(await inventory()).toBe(0)

    const asked = await runScript('seed-demo')
    expect(asked.status, asked.stderr).toBe(0)
    expect(await demoAccounts()).toHaveLength(1)
    expect(await inventory()).toBe(demoInventory.length)
  })
})
