import type { InventoryApiItem } from '@/lib/inventory/contract'
import type { UnitStatus } from '@/lib/inventory/lifecycle'
import { placeholderImage } from '@/lib/inventory/image-source'
import { unitCondition } from '@/lib/inventory/options'
import { inventoryPath } from '@/lib/inventory/slug'
import { holdBadge } from '@/lib/reservations/hold'

/*
 * GET /feeds/inventory.xml: RSS 2.0 with Google Merchant's product fields, so comparison and
 * shopping sites list the units that can be bought or ordered. Sold units and units held for a
 * buyer by staff are left out; a unit a deposit holds online stays, out of stock and saying until
 * when (ADR 0063), since it is for sale again when the hold ends.
 */
const feedAvailability: Partial<Record<UnitStatus, string>> = {
  available: 'in_stock',
  on_order: 'preorder',
}

export const isInFeed = (item: InventoryApiItem): boolean => item.status in feedAvailability

const escapeXml = (text: string) =>
  text
    // Characters XML 1.0 cannot hold at all (a pasted control character must not break the feed).
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`

type FeedContext = { title: string; link: string; absolute: (path: string) => string }

function feedItem(item: InventoryApiItem, { absolute }: FeedContext): string {
  const link = absolute(inventoryPath(item))
  const hold =
    item.status === 'available' && item.on_hold_until ? holdBadge(item.on_hold_until) : null
  const availability = hold ? 'out_of_stock' : (feedAvailability[item.status] ?? 'out_of_stock')
  const description = hold ? `${hold}. ${item.description}` : item.description
  const fields = [
    element('g:id', item.stock_number || String(item.id)),
    element('g:title', `Venture ${item.model_name}`.slice(0, 150)),
    element('g:description', description.slice(0, 5000)),
    element('g:link', link),
    element('g:image_link', absolute(item.image_url ?? placeholderImage)),
    ...item.image_urls.slice(1).map((url) => element('g:additional_image_link', absolute(url))),
    element('g:price', `${item.price.toFixed(2)} USD`),
    element('g:availability', availability),
    ...(availability === 'preorder' && item.expected_at
      ? [element('g:availability_date', item.expected_at)]
      : []),
    element('g:condition', unitCondition.toLowerCase()),
    element('g:brand', 'Venture'),
    ...(item.category_name ? [element('g:product_type', item.category_name)] : []),
    ...(hold ? [element('g:custom_label_0', hold)] : []),
  ]
  return `<item>${element('title', item.model_name)}${element('link', link)}${fields.join('')}</item>`
}

/** The feed of the units given (callers pass the publicly listed ones). */
export function merchantFeed(items: readonly InventoryApiItem[], context: FeedContext): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
    element('title', context.title),
    element('link', context.link),
    element('description', `Boat trailers in stock and on order at ${context.title}`),
    ...items.filter(isInFeed).map((item) => feedItem(item, context)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
