import type { MetadataRoute } from 'next'

import { inventoryPath } from '@/lib/inventory/slug'
import { tipCanonicalPath } from '@/lib/tips/paths'
import { getCatalogueCards } from '@/server/content/catalogue-cards'
import { getSitemapUnits } from '@/server/inventory/page-reads'
import { getTipCards } from '@/server/content/tips'
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

/**
 * Every public page, published catalogue page and guide (at its canonical address) and unit page
 * still up: an address that only redirects, or a page in draft, is not listed (ADR 0040).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [catalogue, tips, inventory] = await Promise.all([
    getCatalogueCards(),
    getTipCards(),
    getSitemapUnits(new Date()),
  ])
  return [
    ...staticPaths.map((path) => ({ url: absoluteUrl(path) })),
    ...catalogue.map((page) => ({ url: absoluteUrl(page.href) })),
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
