import type { CatalogueTable } from '@/lib/catalogue/types'
import type { CataloguePage } from '@/payload-types'
import { galvanizedPontoonModels } from '@/seed/catalogue/families/galvanized-pontoon'
import {
  galvanizedPontoonTables,
  galvanizedTritoonTables,
} from '@/seed/catalogue/galvanized-tables'
import { trailerModels } from '@/seed/catalogue/models'
import type { Seeding } from '@/seed/load'

type Section = NonNullable<CataloguePage['sections']>[number]

const pontoonPageTables = ['pontoon-single', 'pontoon-tandem', 'pontoon-triple']
const tritoonPageTables = ['tritoon-single', 'tritoon-tandem', 'tritoon-triple']

const holdsExactly = (section: Section, tables: string[]) =>
  (section.tables ?? []).map((t) => t.table).join() === tables.join()

/* A section that still shows the pontoon page's tables gets the galvanized page's own. */
function correctSection(section: Section): Section {
  if (holdsExactly(section, pontoonPageTables))
    return { ...section, tables: galvanizedPontoonTables }
  if (holdsExactly(section, tritoonPageTables))
    return { ...section, tables: galvanizedTritoonTables }
  return section
}

/**
 * Brings a catalogue loaded before the galvanized page had tables of its own to the spec's galvanized page: adds its pontoon set
 * (22 to 30 inch bunks) where no model has the code, lists the tritoon models in its single
 * tritoon table, and points the page's pontoon and tritoon sections at those tables when they
 * still show exactly the pontoon page's tables. Nothing else an editor set is touched, and a
 * second run changes nothing. Returns what it changed.
 */
export async function correctGalvanizedCatalogue({ payload, req }: Seeding): Promise<string[]> {
  const changes: string[] = []
  const existing = async (model: string) =>
    (
      await payload.find({
        collection: 'trailer-models',
        where: { model: { equals: model } },
        limit: 1,
        depth: 0,
        req,
      })
    ).docs[0]

  for (const data of galvanizedPontoonModels) {
    if (await existing(data.model)) continue
    // Published: visitors read published rows only (ADR 0038).
    await payload.create({
      collection: 'trailer-models',
      data: { ...data, _status: 'published' },
      depth: 0,
      req,
    })
    changes.push(`added ${data.model}`)
  }

  const tritoon: CatalogueTable = 'galvanized-tritoon'
  for (const { model } of trailerModels.filter((m) => m.tables.includes(tritoon))) {
    const doc = await existing(model)
    if (!doc || doc.tables?.includes(tritoon)) continue
    const tables = [...(doc.tables ?? []), tritoon]
    await payload.update({ collection: 'trailer-models', id: doc.id, data: { tables }, req })
    changes.push(`listed ${model} in ${tritoon}`)
  }

  const { docs } = await payload.find({
    collection: 'catalogue-pages',
    where: { slug: { equals: 'galvanized' } },
    limit: 1,
    depth: 0,
    req,
  })
  const page = docs[0]
  const sections = page?.sections?.map(correctSection)
  if (page && sections && sections.some((section, i) => section !== page.sections?.[i])) {
    await payload.update({ collection: 'catalogue-pages', id: page.id, data: { sections }, req })
    changes.push('pointed the galvanized page at its pontoon and tritoon tables')
  }
  return changes
}
