import { SearchAlert } from '@/components/alerts/SearchAlert.client'
import { InventoryBrowser } from '@/components/inventory/InventoryBrowser.client'
import { filterQuery, inventoryPage, type InventoryFilter } from '@/lib/inventory/filters'
import { financingTerms } from '@/lib/inventory/payment'
import { getPublicInventory } from '@/server/queries/inventory'
import { getFinancing, getSiteSettings } from '@/server/queries/site'

import styles from '@/components/inventory/InventoryListing.module.css'

/*
 * The body of /inventory, bare (cached) or filtered (rendered per request): the first paint is the
 * first page of matches from the cached reader (purged by the inventory hooks), then the browser
 * island keeps the list fresh. Should the reader fail, the island loads the list itself instead of
 * the page failing.
 */
export async function InventoryListing({ filter }: { filter: InventoryFilter }) {
  const [items, settings, financing] = await Promise.all([
    getPublicInventory().catch((error: unknown) => {
      console.error('[inventory] server render without items', error)
      return null
    }),
    getSiteSettings(),
    getFinancing(),
  ])
  return (
    <section className="section">
      <div className="container">
        <header className={styles.header}>
          <h1>Trailer Inventory</h1>
          <p>Browse our current in-stock trailer selection</p>
        </header>
        <InventoryBrowser
          initial={items && inventoryPage(items, filter)}
          phone={settings.phone}
          query={filterQuery(filter)}
          terms={financingTerms(financing)}
        />
        <SearchAlert serverQuery={filterQuery(filter)} />
      </div>
    </section>
  )
}
