import { categoryFilterOptions, type InventoryFilter } from '@/lib/inventory/visibility'

import styles from '@/components/inventory/InventoryBrowser.module.css'

type Props = { filter: InventoryFilter; onChange: (change: Partial<InventoryFilter>) => void }

/** Search and category of /inventory (spec doc 2 §2); the parent keeps them in the URL. */
export function InventoryFilters({ filter, onChange }: Props) {
  return (
    <div role="search" className={styles.filters}>
      <label className={styles.search}>
        <span className="visually-hidden">Search trailers</span>
        <input
          type="search"
          placeholder="Search trailers..."
          value={filter.q}
          onChange={(event) => onChange({ q: event.target.value })}
        />
      </label>
      <label className={styles.category}>
        <span className="visually-hidden">Category</span>
        <select
          value={filter.category}
          onChange={(event) => onChange({ category: event.target.value })}
        >
          {categoryFilterOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
