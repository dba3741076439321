import { accessories } from '@/seed/catalogue/accessories'
import { trailerModels } from '@/seed/catalogue/models'
import { pageRecord } from '@/seed/catalogue/page-record'
import { cataloguePages } from '@/seed/catalogue/pages'
import { createAll, type Seeding } from '@/seed/load'
import { mediaFromSitePath, shippedAlt } from '@/seed/media'

/* Creates the trailer models, the catalogue page texts and the accessories; returns the counts. */
export async function seedCatalogue(seeding: Seeding): Promise<Record<string, number>> {
  const pages = []
  for (const page of cataloguePages) {
    const record = pageRecord(page)
    const cardImage = shippedAlt.card(page.card.title)
    const heroImage = shippedAlt.hero(page.hero.heading)
    pages.push({
      ...record,
      card: { ...record.card, image: await mediaFromSitePath(seeding, page.card.image, cardImage) },
      hero: { ...record.hero, image: await mediaFromSitePath(seeding, page.hero.image, heroImage) },
    })
  }
  const accessoryDocs = []
  for (const accessory of accessories) {
    const alt = shippedAlt.accessory(accessory.title)
    accessoryDocs.push({
      ...accessory,
      image: await mediaFromSitePath(seeding, accessory.image, alt),
    })
  }
  return {
    'trailer models': await createAll(seeding, 'trailer-models', trailerModels),
    'catalogue pages': await createAll(seeding, 'catalogue-pages', pages),
    accessories: await createAll(seeding, 'accessories', accessoryDocs),
  }
}
