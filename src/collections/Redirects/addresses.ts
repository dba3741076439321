import type { PayloadRequest } from 'payload'

import { cataloguePageSlugs } from '@/lib/catalogue/types'
import { parseInventorySlug } from '@/lib/inventory/slug'
import { fixedPages } from '@/lib/redirects/rules'

type Published = 'tips' | 'catalogue-pages'

async function publishedSlug(req: PayloadRequest, collection: Published, slug: string) {
  const { totalDocs } = await req.payload.count({
    collection,
    where: { slug: { equals: slug }, _status: { equals: 'published' } },
    req,
  })
  return totalDocs > 0
}

async function unitExists(req: PayloadRequest, segment: string) {
  const id = parseInventorySlug(segment)
  if (id === null) return false
  const { totalDocs } = await req.payload.count({
    collection: 'inventory-items',
    where: { id: { equals: id } },
    req,
  })
  return totalDocs > 0
}

/**
 * Whether a path of this site answers with a page now: a fixed page, a published guide or
 * catalogue page, or a unit (read inside the save's transaction, so a page published in the same
 * save counts).
 */
export async function pageAt(req: PayloadRequest, path: string): Promise<boolean> {
  if (fixedPages.has(path)) return true
  const [, section, segment, ...rest] = path.split('/')
  if (!segment || rest.length > 0) return false
  if (section === 'tips') return publishedSlug(req, 'tips', segment)
  if (section === 'trailers') {
    // The slug is one of a fixed list (a column of that type): anything else is no page.
    const known = (cataloguePageSlugs as readonly string[]).includes(segment)
    return known && publishedSlug(req, 'catalogue-pages', segment)
  }
  if (section === 'inventory') return unitExists(req, segment)
  return false
}
