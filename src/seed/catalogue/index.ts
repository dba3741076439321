import { accessories } from '@/seed/catalogue/accessories'
import { trailerModels } from '@/seed/catalogue/models'
import { pageRecord } from '@/seed/catalogue/page-record'
import { cataloguePages } from '@/seed/catalogue/pages'
import { createAll, type Seeding } from '@/seed/load'

/* Creates the trailer models, the catalogue page texts and the accessories; returns the counts. */
export async function seedCatalogue(seeding: Seeding): Promise<Record<string, number>> {
  return {
    'trailer models': await createAll(seeding, 'trailer-models', trailerModels),
    'catalogue pages': await createAll(seeding, 'catalogue-pages', cataloguePages.map(pageRecord)),
    accessories: await createAll(seeding, 'accessories', accessories),
  }
}
