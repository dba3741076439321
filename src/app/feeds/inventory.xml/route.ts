import { merchantFeed } from '@/lib/inventory/merchant-feed'
import { cacheTags } from '@/server/cache/tags'
import { siteName } from '@/server/content/metadata'
import { getPublicInventory } from '@/server/inventory/page-reads'
import { cachedQuery } from '@/server/cache/cached-query'
import { absoluteUrl } from '@/server/site-url'

// Rendered per request from a cached document that an inventory change purges (ADR 0009).
export const dynamic = 'force-dynamic'

const feedDocument = cachedQuery(
  'inventory-feed',
  [cacheTags.inventory, cacheTags.categories],
  async () =>
    merchantFeed(await getPublicInventory(), {
      title: siteName,
      link: absoluteUrl('/inventory'),
      absolute: absoluteUrl,
    }),
)

export async function GET(): Promise<Response> {
  return new Response(await feedDocument(), {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  })
}
