import { SearchAlert } from '@/components/alerts/SearchAlert.client'
import { FitCheck } from '@/components/fit/FitCheck'
import { FitResult } from '@/components/fit/FitResult'
import { InventoryBrowser } from '@/components/inventory/InventoryBrowser.client'
import { filterQuery, type InventoryFilter } from '@/lib/inventory/filters'
import { pagedRead } from '@/lib/inventory/paged-read'
import { financingTerms } from '@/lib/inventory/payment'
import { getPublicInventory } from '@/server/inventory/page-reads'
import { getFitMarginPercent } from '@/server/content/fit-margin'
import { getFinancing, getPriceRules, getSiteSettings } from '@/server/content/site'

import styles from '@/components/inventory/InventoryListing.module.css'

/*
 * The body of /inventory, bare or filtered: the first paint is the first page of matches from the
 * cached reader (purged by the inventory hooks), then the browser island loads only what the
 * shopper asks for next. Should the reader fail, the island loads the list itself instead of
 * the page failing.
 */
export async function InventoryListing({ filter }: { filter: InventoryFilter }) {
  const [items, settings, financing, rules, marginPercent] = await Promise.all([
    getPublicInventory().catch((error: unknown) => {
      console.error('[inventory] server render without items', error)
      return null
    }),
    getSiteSettings(),
    getFinancing(),
    getPriceRules(),
    getFitMarginPercent(),
  ])
  const query = filterQuery(filter)
  return (
    <section className="section">
      <div className="container">
        <header className={styles.header}>
          <h1>Trailer Inventory</h1>
          <p>Browse our current in-stock trailer selection</p>
        </header>
        <FitCheck filter={filter}>
          {filter.fit && items && (
            <FitResult boat={filter.fit} marginPercent={marginPercent} units={items} />
          )}
        </FitCheck>
        <InventoryBrowser
          initial={items && { query, ...pagedRead(items, { filter, from: 0 }) }}
          phone={settings.phone}
          query={query}
          terms={financingTerms(financing)}
          rules={rules}
        />
        <SearchAlert serverQuery={filterQuery(filter)} />
      </div>
    </section>
  )
}
