import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { InventoryListing } from '@/components/inventory/InventoryListing'
import { inventoryMetadata } from '@/components/inventory/inventory-metadata'
import { segmentQuery } from '@/lib/inventory/filter-address'
import { parseFilter } from '@/lib/inventory/filters'

/*
 * /inventory with a filter and no search text (src/proxy.ts sends it here): rendered on the first
 * request for that filter, then served from the page cache until the inventory tags are purged,
 * like every public page. Only normalised filters are kept; any other segment is a 404, which is
 * never stored (docs/decisions/0028-filtered-lists-cached-per-normalised-filter.md).
 */
export function generateStaticParams() {
  return []
}

export const metadata: Metadata = { ...inventoryMetadata, robots: { index: false, follow: true } }

type Props = { params: Promise<{ filter: string }> }

export default async function CachedFilteredInventoryPage({ params }: Props) {
  const query = segmentQuery((await params).filter)
  if (query === null) notFound()
  return <InventoryListing filter={parseFilter(new URLSearchParams(query))} />
}
