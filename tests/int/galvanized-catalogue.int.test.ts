import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { modelsInTable } from '@/lib/catalogue/lookups'
import type { CatalogueTable } from '@/lib/catalogue/types'
import type { CataloguePage } from '@/payload-types'
import { galvanizedPontoonModels } from '@/seed/catalogue/families/galvanized-pontoon'
import { correctGalvanizedCatalogue } from '@/seed/catalogue/galvanized-correction'
import { getTrailerModels } from '@/server/content/catalogue'

import { payload } from './helpers/requests'

// Spec doc 2 §2: galvanized bunk (3), PWC, pontoon (3), roller (3), tritoon, skiff.
const specTables: CatalogueTable[] = [
  'galvanized-bunk-single',
  'galvanized-bunk-tandem',
  'galvanized-bunk-triple',
  'galvanized-pwc',
  'galvanized-pontoon-single',
  'galvanized-pontoon-tandem',
  'galvanized-pontoon-triple',
  'galvanized-roller-single',
  'galvanized-roller-tandem',
  'galvanized-roller-triple',
  'galvanized-tritoon',
  'galvanized-jon-boat',
]

let client: Payload
const galvanizedPage = async () =>
  (
    await client.find({
      collection: 'catalogue-pages',
      where: { slug: { equals: 'galvanized' } },
      depth: 0,
    })
  ).docs[0]
const tablesOf = (page: CataloguePage) =>
  (page.sections ?? []).flatMap((section) => (section.tables ?? []).map((t) => t.table))
const seeding = async () => ({ payload: client, req: await createLocalReq({}, client) })

beforeAll(async () => {
  client = await payload()
})

describe('the galvanized page as loaded by the migrations', () => {
  it('shows the twelve tables of the spec, every one with rows', async () => {
    const page = await galvanizedPage()
    expect(tablesOf(page)).toEqual(specTables)
    const models = await getTrailerModels()
    for (const table of specTables)
      expect(modelsInTable(models, table).length, table).toBeGreaterThan(0)
  })

  it('lists the pontoon set with 22 to 30 inch bunks and VASK-4200S before VASK-4200', async () => {
    const models = await getTrailerModels()
    const set = modelsInTable(models, 'galvanized-pontoon-single')
    expect(set.every((m) => m.minBunkWidth === '22"' && m.maxBunkWidth === '30"')).toBe(true)
    expect(modelsInTable(models, 'aluminum-skiff-tandem').map((m) => m.model)).toEqual([
      'VASK-4200S',
      'VASK-4200',
    ])
  })
})

describe('the galvanized catalogue correction', () => {
  let original: CataloguePage

  beforeAll(async () => {
    original = await galvanizedPage()
  })

  afterAll(async () => {
    await client.update({
      collection: 'catalogue-pages',
      id: original.id,
      data: { sections: original.sections },
    })
  })

  it('brings a catalogue loaded before to the spec and keeps what editors changed', async () => {
    // The catalogue as the content migration loaded it before: the pontoon page's six tables,
    // no pontoon set of its own; plus an editor's heading.
    await client.delete({
      collection: 'trailer-models',
      where: { model: { in: galvanizedPontoonModels.map((m) => m.model) } },
    })
    const tritoons = await client.find({
      collection: 'trailer-models',
      where: { tables: { contains: 'galvanized-tritoon' } },
      depth: 0,
    })
    for (const doc of tritoons.docs) {
      const tables = doc.tables?.filter((t) => t !== 'galvanized-tritoon')
      await client.update({ collection: 'trailer-models', id: doc.id, data: { tables } })
    }
    const oldTables = (kind: 'pontoon' | 'tritoon') =>
      (['single', 'tandem', 'triple'] as const).map((axle) => ({
        table: `${kind}-${axle}` as const,
        caption: `${axle} ${kind}`,
      }))
    const sections = original.sections?.map((section) => {
      const tables = section.tables?.map((t) => t.table) ?? []
      if (tables[0] === 'galvanized-pontoon-single')
        return { ...section, heading: 'Pontoons (edited)', tables: oldTables('pontoon') }
      if (tables[0] === 'galvanized-tritoon') return { ...section, tables: oldTables('tritoon') }
      return section
    })
    await client.update({ collection: 'catalogue-pages', id: original.id, data: { sections } })
    expect(tablesOf(await galvanizedPage())).toHaveLength(14)

    const changes = await correctGalvanizedCatalogue(await seeding())

    expect(changes.length).toBeGreaterThan(0)
    const page = await galvanizedPage()
    expect(tablesOf(page)).toEqual(specTables)
    expect(page.sections?.map((s) => s.heading)).toContain('Pontoons (edited)')
    const models = await getTrailerModels()
    expect(modelsInTable(models, 'galvanized-tritoon')).toHaveLength(tritoons.totalDocs)
    const set = ['single', 'tandem', 'triple'].flatMap((axle) =>
      modelsInTable(models, `galvanized-pontoon-${axle}` as CatalogueTable),
    )
    expect(set.map((m) => m.model).sort()).toEqual(
      galvanizedPontoonModels.map((m) => m.model).sort(),
    )
  })

  it('changes nothing when run again', async () => {
    expect(await correctGalvanizedCatalogue(await seeding())).toEqual([])
  })

  it('leaves a section an editor pointed elsewhere alone', async () => {
    const page = await galvanizedPage()
    const sections = page.sections?.map((section) =>
      section.tables?.[0]?.table === 'galvanized-tritoon'
        ? { ...section, tables: [{ table: 'tritoon-single' as const, caption: 'Only singles' }] }
        : section,
    )
    await client.update({ collection: 'catalogue-pages', id: page.id, data: { sections } })
    expect(await correctGalvanizedCatalogue(await seeding())).toEqual([])
    expect(tablesOf(await galvanizedPage())).toContain('tritoon-single')
  })
})
