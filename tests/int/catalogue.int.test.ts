import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { modelsInTable } from '@/lib/catalogue/lookups'
import { sectionIntro } from '@/lib/catalogue/section-intro'
import { cataloguePageSlugs } from '@/lib/catalogue/types'
import { accessories } from '@/seed/catalogue/accessories'
import { trailerModels } from '@/seed/catalogue/models'
import { cataloguePages } from '@/seed/catalogue/pages'
import { getAccessories, getCataloguePage, getTrailerModels } from '@/server/content/catalogue'

import { payload } from './helpers/requests'

/* Counted by their keys: other files add models, pages and accessories of their own. */
const counts = async (client: Payload) => ({
  models: (
    await client.count({
      collection: 'trailer-models',
      where: { model: { in: trailerModels.map((model) => model.model) } },
    })
  ).totalDocs,
  pages: (
    await client.count({
      collection: 'catalogue-pages',
      where: { slug: { in: cataloguePages.map((page) => page.slug) } },
    })
  ).totalDocs,
  accessories: (
    await client.count({
      collection: 'accessories',
      where: { title: { in: accessories.map((accessory) => accessory.title) } },
    })
  ).totalDocs,
})

describe('catalogue content', () => {
  let client: Payload
  beforeAll(async () => {
    client = await payload()
  })

  it('is loaded by the migrations: every model, page and accessory once', async () => {
    expect(await counts(client)).toEqual({
      models: trailerModels.length,
      pages: cataloguePages.length,
      accessories: accessories.length,
    })
  })

  it('rejects an axle count other than 1, 2 or 3', async () => {
    const data = { ...trailerModels[0], model: 'TEST-4', axles: 4 }
    await expect(client.create({ collection: 'trailer-models', data })).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ message: 'Axles must be 1, 2 or 3.' })] },
    })
  })
})

describe('catalogue page links', () => {
  it('refuse a closing call to action that is a data, script or protocol-relative link', async () => {
    const client = await payload()
    const read = async () =>
      (
        await client.find({
          collection: 'catalogue-pages',
          where: { slug: { equals: cataloguePageSlugs[0] } },
        })
      ).docs[0]
    const page = await read()
    const stored = page.closingCta ?? []
    for (const href of ['data:text/html,<script>x</script>', '//evil.example', 'javascript:x']) {
      await expect(
        client.update({
          collection: 'catalogue-pages',
          id: page.id,
          data: { closingCta: [...stored, { label: 'Bad', href }] },
        }),
        href,
      ).rejects.toThrow(/Closing call to action.* > Link/)
    }
    expect((await read()).closingCta).toEqual(stored)
  })
})

describe('catalogue readers', () => {
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
