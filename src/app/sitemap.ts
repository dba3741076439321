import type { MetadataRoute } from 'next'

import { cataloguePageSlugs } from '@/lib/catalogue/types'
import { inventoryPath } from '@/lib/inventory/slug'
import { tipCanonicalPath } from '@/lib/tips/paths'
import { getSitemapUnits } from '@/server/queries/inventory'
import { getTipCards } from '@/server/queries/tips'
import { absoluteUrl } from '@/server/site-url'

const staticPaths = [
  '/',
  '/trailers',
  '/trailers/venture',
  '/inventory',
  '/tips',
  '/about',
  '/contact',
]

// Rendered per request (from cached reads): a build holds no content (ADR 0009).
export const dynamic = 'force-dynamic'

/** Every public page, published guide (at its canonical address) and unit page still up. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [tips, inventory] = await Promise.all([getTipCards(), getSitemapUnits(new Date())])
  return [
    ...staticPaths.map((path) => ({ url: absoluteUrl(path) })),
    ...cataloguePageSlugs.map((slug) => ({ url: absoluteUrl(`/trailers/${slug}`) })),
    ...tips.map((tip) => ({
      url: absoluteUrl(tipCanonicalPath(tip)),
      lastModified: tip.updatedAt,
    })),
    ...inventory.map((item) => ({
      url: absoluteUrl(inventoryPath(item)),
      lastModified: item.updated_at,
    })),
  ]
}
