import type { Metadata } from 'next'

import { InventoryListing } from '@/components/inventory/InventoryListing'
import { inventoryMetadata } from '@/components/inventory/inventory-metadata'
import { parseFilter } from '@/lib/inventory/filters'

/*
 * /inventory with filters in its query (next.config.mjs sends it here): rendered per request, as
 * every query is its own page, from the same cached reads, so it costs no database query either.
 * Search engines are pointed at the bare list.
 */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { ...inventoryMetadata, robots: { index: false, follow: true } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function FilteredInventoryPage({ searchParams }: Props) {
  return <InventoryListing filter={parseFilter(await searchParams)} />
}
