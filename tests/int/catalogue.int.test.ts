import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { modelsInTable } from '@/lib/catalogue/lookups'
import { sectionIntro } from '@/lib/catalogue/section-intro'
import { cataloguePageSlugs } from '@/lib/catalogue/types'
import { seedCatalogue } from '@/seed/catalogue'
import { accessories } from '@/seed/catalogue/accessories'
import { trailerModels } from '@/seed/catalogue/models'
import { cataloguePages } from '@/seed/catalogue/pages'
import { getAccessories, getCataloguePage, getTrailerModels } from '@/server/queries/catalogue'

import { payload } from './helpers'

const counts = async (client: Payload) => ({
  models: (await client.count({ collection: 'trailer-models' })).totalDocs,
  pages: (await client.count({ collection: 'catalogue-pages' })).totalDocs,
  accessories: (await client.count({ collection: 'accessories' })).totalDocs,
})

describe('catalogue seed', () => {
  let client: Payload
  beforeAll(async () => {
    client = await payload()
    await seedCatalogue(client)
  })

  it('creates every model, page and accessory once, however often it runs', async () => {
    const first = await counts(client)
    await seedCatalogue(client)
    expect(await counts(client)).toEqual(first)
    expect(first).toEqual({
      models: trailerModels.length,
      pages: cataloguePages.length,
      accessories: accessories.length,
    })
  })

  it('keeps an editor’s change when it runs again', async () => {
    const { docs } = await client.find({
      collection: 'trailer-models',
      where: { model: { equals: 'VASK-3200' } },
    })
    await client.update({ collection: 'trailer-models', id: docs[0].id, data: { capacity: 3300 } })
    await seedCatalogue(client)
    const after = await client.findByID({ collection: 'trailer-models', id: docs[0].id })
    expect(after.capacity).toBe(3300)
    await client.update({ collection: 'trailer-models', id: docs[0].id, data: { capacity: 3200 } })
  })

  it('rejects an axle count other than 1, 2 or 3', async () => {
    const data = { ...trailerModels[0], model: 'TEST-4', axles: 4 }
    await expect(client.create({ collection: 'trailer-models', data })).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ message: 'Axles must be 1, 2 or 3.' })] },
    })
  })
})

describe('catalogue readers', () => {
  beforeAll(async () => seedCatalogue(await payload()))

  it.each(cataloguePageSlugs)('read the %s page with rows in every table', async (slug) => {
    const page = await getCataloguePage(slug)
    expect(page?.slug).toBe(slug)
    expect(page?.meta.title).toBeTruthy()
    const models = await getTrailerModels()
    for (const section of page?.sections ?? []) {
      for (const { table } of section.tables ?? []) {
        expect(modelsInTable(models, table).length, table).toBeGreaterThan(0)
      }
    }
  })

  it('compute the quoted range from the stored models', async () => {
    const page = await getCataloguePage('aluminum')
    const section = page?.sections?.[0]
    const tables = section?.tables?.map((t) => t.table) ?? []
    expect(sectionIntro(section?.intro ?? '', await getTrailerModels(), tables)).toContain(
      '1,025 to 3,525 lbs',
    )
  })

  it('list the 17 accessories in page order', async () => {
    const stored = await getAccessories()
    expect(stored.map((a) => a.title)).toEqual(accessories.map((a) => a.title))
  })
})
