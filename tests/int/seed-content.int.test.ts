import type { Migration, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { categorySeeds } from '@/seed/categories'
import { accessories } from '@/seed/catalogue/accessories'
import { trailerModels } from '@/seed/catalogue/models'
import { cataloguePages } from '@/seed/catalogue/pages'
import { homeSeed, siteSettingsSeed } from '@/seed/site'
import { tipSeeds } from '@/seed/tips'

import { runScript, ownDatabase } from './helpers/seed-helpers'
import { payload } from './helpers/requests'
import { migrations } from '../../migrations'

/*
 * The product's content is loaded by a migration, once per database; afterwards it is the
 * editors', and a start never brings back what they deleted. In a database of its own: the
 * shared one has accounts and inventory from other files.
 */
const database = await ownDatabase('content')

const contentMigration = '99999999_999999_load_content'
let client: Payload

const migrate = () => client.db.migrate({ migrations: migrations as unknown as Migration[] })
const count = async (collection: 'categories' | 'tips' | 'users' | 'inventory-items') =>
  (await client.count({ collection })).totalDocs

beforeAll(async () => {
  client = await payload()
  await migrate()
})

afterAll(async () => {
  await database.drop(client?.db.pool)
})

describe('content migration', () => {
  it('loads the content into a new database, and no account and no inventory', async () => {
    const categories = await client.find({ collection: 'categories', sort: 'id', limit: 100 })
    expect(categories.docs.map(({ id, name }) => ({ id, name }))).toEqual(categorySeeds)

    const tips = await client.find({ collection: 'tips', pagination: false, depth: 0 })
    expect(tips.docs.map((tip) => tip.slug).sort()).toEqual(tipSeeds.map((tip) => tip.slug).sort())
    expect(tips.docs.every((tip) => tip._status === 'published')).toBe(true)

    expect((await client.count({ collection: 'trailer-models' })).totalDocs).toBe(
      trailerModels.length,
    )
    expect((await client.count({ collection: 'catalogue-pages' })).totalDocs).toBe(
      cataloguePages.length,
    )
    expect((await client.count({ collection: 'accessories' })).totalDocs).toBe(accessories.length)

    const settings = await client.findGlobal({ slug: 'site-settings' })
    expect(settings).toMatchObject({ businessName: siteSettingsSeed.businessName })
    expect(settings.phone).toBe(siteSettingsSeed.phone)
    const home = await client.findGlobal({ slug: 'home' })
    expect(home.hero?.headline).toBe(homeSeed.hero.headline)

    expect(await count('users')).toBe(0)
    expect(await count('inventory-items')).toBe(0)
  })

  it('never brings back a tip or a category an editor deleted, at the next start', async () => {
    const [tip] = (
      await client.find({
        collection: 'tips',
        where: { slug: { equals: 'saltwater-maintenance' } },
      })
    ).docs
    await client.delete({ collection: 'tips', id: tip.id })
    await client.delete({ collection: 'categories', id: 4 })

    // What `npm run dev` and every other scripts/run.ts command do first.
    const start = await runScript('prepare-db')
    expect(start.status, start.stderr).toBe(0)

    expect(await count('tips')).toBe(tipSeeds.length - 1)
    expect(await count('categories')).toBe(categorySeeds.length - 1)
    expect(
      await client.find({ collection: 'categories', where: { id: { equals: 4 } } }),
    ).toMatchObject({ totalDocs: 0 })
    expect(await count('users')).toBe(0)
  })

  it('loads nothing into a database that already holds content (seeded before the migration existed)', async () => {
    const [tip] = (
      await client.find({ collection: 'tips', where: { slug: { equals: 'brake-maintenance' } } })
    ).docs
    await client.delete({ collection: 'tips', id: tip.id })
    // Such a database has the content but no record of this migration, so the migration runs.
    await client.delete({
      collection: 'payload-migrations',
      where: { name: { equals: contentMigration } },
    })

    await migrate()

    const applied = await client.find({
      collection: 'payload-migrations',
      where: { name: { equals: contentMigration } },
    })
    expect(applied.totalDocs).toBe(1)
    expect(await count('tips')).toBe(tipSeeds.length - 2)
    expect(await count('categories')).toBe(categorySeeds.length - 1)
    expect((await client.count({ collection: 'trailer-models' })).totalDocs).toBe(
      trailerModels.length,
    )
  })
})
