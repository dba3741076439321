import { merchantFeed } from '@/lib/inventory/merchant-feed'
import { atAdvertisedPrice } from '@/lib/inventory/price-lines'
import { cacheTags } from '@/server/cache/tags'
import { siteName } from '@/server/content/metadata'
import { getPriceRules } from '@/server/content/site'
import { getPublicInventory } from '@/server/inventory/page-reads'
import { cachedQuery } from '@/server/cache/cached-query'
import { absoluteUrl } from '@/server/site-url'

// Rendered per request from a cached document that an inventory change purges (ADR 0009).
export const dynamic = 'force-dynamic'

const feedDocument = cachedQuery(
  'inventory-feed',
  [cacheTags.inventory, cacheTags.categories, cacheTags.pricing],
  async () => {
    const [items, rules] = await Promise.all([getPublicInventory(), getPriceRules()])
    return merchantFeed(
      items.map((item) => atAdvertisedPrice(item, rules)),
      {
        title: siteName,
        link: absoluteUrl('/inventory'),
        absolute: absoluteUrl,
      },
    )
  },
)

export async function GET(): Promise<Response> {
  return new Response(await feedDocument(), {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  })
}
