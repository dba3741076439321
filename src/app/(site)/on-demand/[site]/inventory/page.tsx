import { InventoryListing } from '@/components/inventory/InventoryListing'
import { inventoryMetadata } from '@/components/inventory/inventory-metadata'
import { noFilter } from '@/lib/inventory/filters'

export const metadata = inventoryMetadata

/*
 * The bare list, cached like every public page. An address with a filter in its query is sent to
 * ../inventory-filtered or ../inventory-search instead (src/proxy.ts), so this page never reads
 * the query and stays cached (docs/decisions/0028-filtered-lists-cached-per-normalised-filter.md).
 */
export default function InventoryPage() {
  return <InventoryListing filter={noFilter} />
}
