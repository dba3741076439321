import { InventoryBrowser } from '@/components/inventory/InventoryBrowser.client'
import { getPublicInventory } from '@/server/queries/inventory'
import { financingTerms } from '@/lib/inventory/payment'
import { getFinancing, getSiteSettings } from '@/server/queries/site'

import styles from '@/components/inventory/InventoryListing.module.css'

/*
 * The body of /inventory, bare (cached) or filtered (rendered per request): the first paint comes
 * from the cached reader (purged by the inventory hooks), then the browser island keeps the list
 * fresh. Should the reader fail, the island loads the list itself instead of the page failing.
 */
export async function InventoryListing({ query }: { query: string }) {
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
          initialItems={items}
          phone={settings.phone}
          query={query}
          terms={financingTerms(financing)}
        />
      </div>
    </section>
  )
}
