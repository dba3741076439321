import type { CataloguePage } from '@/payload-types'
import type { CataloguePageSeed } from '@/seed/catalogue/pages'

type CataloguePageData = Omit<CataloguePage, 'id' | 'createdAt' | 'updatedAt' | 'card' | 'hero'> & {
  // Site paths here; seedCatalogue turns them into media documents.
  card: CataloguePageSeed['card']
  hero: CataloguePageSeed['hero']
}

const texts = (items: string[]) => items.map((text) => ({ text }))

/** The typed page seed in the shape of the catalogue-pages collection. */
export function pageRecord(page: CataloguePageSeed): CataloguePageData {
  return {
    title: page.title,
    slug: page.slug,
    card: page.card,
    hero: page.hero,
    benefits: texts(page.benefits),
    standardFeatures: texts(page.standardFeatures),
    specialFeatures: page.specialFeatures,
    sections: page.sections,
    extra: page.extra && { heading: page.extra.heading, items: texts(page.extra.items) },
    closingCta: page.closingCta,
    meta: {
      title: page.metaTitle,
      description: page.metaDescription,
      keywords: page.keywords.join(', '),
    },
  }
}
