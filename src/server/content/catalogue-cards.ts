import 'server-only'

import { pictureOf } from '@/lib/media/picture'
import { cacheTags } from '@/server/cache/tags'
import { getPayloadClient } from '@/server/payload'
import { cachedQuery } from '@/server/cache/cached-query'
import { published } from '@/server/content/published'

/** The category cards of /trailers (all, by card order) and home (those marked onHome). */
export const getCatalogueCards = cachedQuery(
  'catalogue-cards',
  [cacheTags.cataloguePages],
  async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'catalogue-pages',
      where: published,
      sort: 'card.order',
      limit: 20,
      depth: 1,
      select: { slug: true, card: true },
    })
    return docs.map((page) => ({
      slug: page.slug,
      ...page.card,
      image: pictureOf(page.card.image),
      href: `/trailers/${page.slug}`,
    }))
  },
)
