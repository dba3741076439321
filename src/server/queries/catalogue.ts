import 'server-only'

import { fromRecord } from '@/lib/catalogue/from-record'
import type { CataloguePageSlug } from '@/lib/catalogue/types'
import { cacheTags } from '@/server/cache-tags'
import { getPayloadClient } from '@/server/payload'
import { cachedQuery } from '@/server/queries/cached'
import { published } from '@/server/queries/published'

/** One category page's texts, or null when an editor has deleted it. */
export const getCataloguePage = cachedQuery(
  'catalogue-page',
  [cacheTags.cataloguePages],
  async (slug: CataloguePageSlug) => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'catalogue-pages',
      where: { and: [published, { slug: { equals: slug } }] },
      limit: 1,
      depth: 1,
    })
    return docs[0] ?? null
  },
)

// One list for every page: the tables pick their rows, and 74 small records cache cheaply.
export const getTrailerModels = cachedQuery(
  'trailer-models',
  [cacheTags.trailerModels],
  async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'trailer-models',
      where: published,
      depth: 0,
      pagination: false,
    })
    return docs.map(fromRecord)
  },
)

export const getAccessories = cachedQuery('accessories', [cacheTags.accessories], async () => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'accessories',
    where: published,
    sort: 'order',
    depth: 1,
    pagination: false,
  })
  return docs
})
