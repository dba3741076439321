import type { Product, WithContext } from 'schema-dts'

import type { InventoryApiItem } from '@/lib/inventory/contract'

type Context = { url: string; images: string[]; seller: string }

/** schema.org Product + Offer for a unit page; URLs come absolute from the site's URL builder. */
export function productJsonLd(item: InventoryApiItem, context: Context): WithContext<Product> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `Venture ${item.model_name}`,
    description: item.description,
    sku: String(item.id),
    brand: { '@type': 'Brand', name: 'Venture' },
    category: item.category_name || 'Boat trailer',
    url: context.url,
    ...(context.images.length > 0 && { image: context.images }),
    offers: {
      '@type': 'Offer',
      url: context.url,
      price: item.price.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      seller: { '@type': 'Organization', name: context.seller },
    },
  }
}
