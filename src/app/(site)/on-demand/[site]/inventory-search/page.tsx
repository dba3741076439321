import type { Metadata } from 'next'

import { InventoryListing } from '@/components/inventory/InventoryListing'
import { inventoryMetadata } from '@/components/inventory/inventory-metadata'
import { parseFilter } from '@/lib/inventory/filters'

/*
 * /inventory with search text in its query (src/proxy.ts sends it here, normalised): rendered per
 * request, as anyone can invent search text and each would be a cache entry, from the same cached
 * reads, so it costs no database query either. Search engines are pointed at the bare list.
 */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { ...inventoryMetadata, robots: { index: false, follow: true } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function FilteredInventoryPage({ searchParams }: Props) {
  return <InventoryListing filter={parseFilter(await searchParams)} />
}
