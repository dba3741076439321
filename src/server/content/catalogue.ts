import 'server-only'

import { cache } from 'react'

import { fromRecord } from '@/lib/catalogue/from-record'
import type { CataloguePageSlug } from '@/lib/catalogue/types'
import type { CataloguePage, User } from '@/payload-types'
import { previewEditor } from '@/server/auth/preview-session'
import { cacheTags } from '@/server/cache/tags'
import { getPayloadClient } from '@/server/payload'
import { cachedQuery } from '@/server/cache/cached-query'
import { published } from '@/server/content/published'

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

/** The latest version, draft or not, for an editor's preview; never cached. */
async function getCataloguePageDraft(
  slug: CataloguePageSlug,
  editor: User,
): Promise<CataloguePage | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'catalogue-pages',
    where: { slug: { equals: slug } },
    draft: true,
    // As the editor: the collection's read access decides who sees drafts, not this query.
    user: editor,
    overrideAccess: false,
    limit: 1,
    depth: 1,
  })
  return docs[0] ?? null
}

/*
 * What a request for /trailers/{slug} shows: the latest draft in an editor's preview (the CMS's
 * live preview, ADR 0038), the published page otherwise. Shared by the page and its metadata.
 * Draft mode alone is a shared cookie: a draft is shown only to a live editor session.
 */
export const loadCataloguePageForRequest = cache(async (slug: CataloguePageSlug) => {
  const editor = await previewEditor({ collection: 'catalogue-pages', slug })
  const page = editor ? await getCataloguePageDraft(slug, editor) : await getCataloguePage(slug)
  return page ? { page, preview: editor !== null, editor } : null
})

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

/** The rows a page shows: every model's latest version in an editor's preview, never cached. */
export async function getTrailerModelsFor(editor: User | null) {
  if (!editor) return getTrailerModels()
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'trailer-models',
    draft: true,
    user: editor,
    overrideAccess: false,
    depth: 0,
    pagination: false,
  })
  return docs.map(fromRecord)
}

/*
 * Where an editor previews a trailer model: the first published catalogue page with a table that
 * lists it, at that section; null when no page shows it.
 */
export async function modelPageLocation(id: number, editor: User): Promise<string | null> {
  const payload = await getPayloadClient()
  const model = await payload.findByID({
    collection: 'trailer-models',
    id,
    draft: true,
    user: editor,
    overrideAccess: false,
    depth: 0,
    disableErrors: true,
  })
  const tables = new Set(model?.tables ?? [])
  if (tables.size === 0) return null
  const { docs } = await payload.find({
    collection: 'catalogue-pages',
    where: published,
    depth: 0,
    pagination: false,
    select: { slug: true, sections: true },
  })
  for (const page of docs) {
    const section = page.sections?.find((each) => each.tables?.some((row) => tables.has(row.table)))
    if (section) return `/trailers/${page.slug}${section.anchor ? `#${section.anchor}` : ''}`
  }
  return null
}

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
