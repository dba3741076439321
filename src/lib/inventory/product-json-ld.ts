import type { Product, WithContext } from 'schema-dts'

import type { InventoryApiItem } from '@/lib/inventory/contract'
import { schemaAvailability } from '@/lib/inventory/lifecycle'

type Context = { url: string; images: string[]; seller: string }

const axleCount = { Single: 1, Tandem: 2, Triple: 3 } as const

const quantity = (value: number, unitCode: string) =>
  value > 0 ? { '@type': 'QuantitativeValue' as const, value, unitCode } : undefined

/**
 * schema.org data for a unit page: a Product (with its Offer and the unit's availability) that is
 * also a Vehicle, with axles, load capacity and dimensions where known. URLs come absolute from
 * the site's URL builder.
 */
export function productJsonLd(item: InventoryApiItem, context: Context): WithContext<Product> {
  const vehicle = {
    numberOfAxles: axleCount[item.axle_configuration],
    // Vehicle.payload: the weight it may carry; UN/CEFACT codes LBR pound, FOT foot, INH inch.
    payload: quantity(item.capacity_pounds, 'LBR'),
    depth: quantity(item.length_feet, 'FOT'),
    width: quantity(item.beam_width_inches, 'INH'),
    ...(item.vin && { vehicleIdentificationNumber: item.vin }),
  }
  return {
    '@context': 'https://schema.org',
    // A Product and a Vehicle at once (schema.org multi-typed entity); schema-dts types one.
    '@type': ['Product', 'Vehicle'] as unknown as 'Product',
    name: `Venture ${item.model_name}`,
    description: item.description,
    sku: item.stock_number ?? String(item.id),
    brand: { '@type': 'Brand', name: 'Venture' },
    category: item.category_name || 'Boat trailer',
    url: context.url,
    ...(context.images.length > 0 && { image: context.images }),
    ...Object.fromEntries(Object.entries(vehicle).filter(([, value]) => value !== undefined)),
    offers: {
      '@type': 'Offer',
      url: context.url,
      price: item.price.toFixed(2),
      priceCurrency: 'USD',
      availability: schemaAvailability[item.status] as 'https://schema.org/InStock',
      ...(item.status === 'on_order' &&
        item.expected_at && { availabilityStarts: item.expected_at.slice(0, 10) }),
      seller: { '@type': 'Organization', name: context.seller },
    },
  }
}
