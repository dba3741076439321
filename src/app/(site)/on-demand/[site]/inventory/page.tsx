import { InventoryBrowser } from '@/components/inventory/InventoryBrowser.client'
import { pageMetadata } from '@/server/metadata'
import { getPublicInventory } from '@/server/queries/inventory'
import { getSiteSettings } from '@/server/queries/site'

import styles from '@/app/(site)/on-demand/[site]/inventory/page.module.css'

export const metadata = pageMetadata({
  title: 'Boat Trailer Inventory | Venture Trailers Edgewater',
  description:
    'In-stock Venture boat trailers in Edgewater, MD: aluminum and galvanized bunk, roller, PWC, pontoon and skiff trailers with prices, specifications and photos.',
  path: '/inventory',
  keywords: [
    'boat trailers in stock',
    'boat trailer inventory Maryland',
    'Venture trailers for sale',
    'aluminum boat trailer Edgewater MD',
  ],
})

/*
 * Static like every public page: the first paint comes from the cached reader (purged by the
 * inventory hooks), then the browser island keeps the list fresh. Should the reader fail, the
 * island loads the list itself instead of the page failing.
 */
export default async function InventoryPage() {
  const [items, settings] = await Promise.all([
    getPublicInventory().catch((error: unknown) => {
      console.error('[inventory] server render without items', error)
      return null
    }),
    getSiteSettings(),
  ])
  return (
    <section className="section">
      <div className="container">
        <header className={styles.header}>
          <h1>Trailer Inventory</h1>
          <p>Browse our current in-stock trailer selection</p>
        </header>
        <InventoryBrowser initialItems={items} phone={settings.phone} />
      </div>
    </section>
  )
}
