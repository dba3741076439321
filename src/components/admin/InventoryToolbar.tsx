import {
  inventorySortChoices,
  inventoryStatusChoices,
  itemsFoundLabel,
  sortChoiceOf,
  sortFromChoice,
  type InventorySort,
  type InventoryStatusFilter,
} from '@/lib/admin/inventory-view'
import type { CategoryApiItem } from '@/lib/inventory/contract'

import styles from './InventoryPanel.module.css'

type Props = {
  search: string
  onSearch: (value: string) => void
  categoryId: string
  onCategory: (value: string) => void
  categories: CategoryApiItem[]
  status: InventoryStatusFilter
  onStatus: (value: InventoryStatusFilter) => void
  /** The same sort the column headers set, with the keys that are no column too. */
  sort: InventorySort
  onSort: (sort: InventorySort) => void
  /** Items shown; null when the list never loaded, so nothing is counted. */
  count: number | null
}

/*
 * Only the rows on screen are in the page (the table is windowed), so the browser's own find
 * would miss the rest: the search box says it is the way to find a unit.
 */
export const searchHint =
  'Finds any unit by name or description. The list shows only the rows in view, so use this box rather than the browser’s find.'

export function InventoryToolbar(props: Props) {
  return (
    <div className={styles.toolbar}>
      <div className={styles.search}>
        <label>
          <span className="visually-hidden">Search inventory</span>
          <input
            type="search"
            placeholder="Search inventory..."
            aria-describedby="inventory-search-hint"
            value={props.search}
            onChange={(event) => props.onSearch(event.target.value)}
          />
        </label>
        <span id="inventory-search-hint" className={styles.hint}>
          {searchHint}
        </span>
      </div>
      <label className={styles.category}>
        <span className="visually-hidden">Category</span>
        <select value={props.categoryId} onChange={(event) => props.onCategory(event.target.value)}>
          <option value="">All Categories</option>
          {props.categories.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.category}>
        <span className="visually-hidden">Status</span>
        <select
          value={props.status}
          onChange={(event) => props.onStatus(event.target.value as InventoryStatusFilter)}
        >
          <option value="">All Statuses</option>
          {inventoryStatusChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      {/* Named by aria-label, not a wrapping label: the choices' words stay out of its name. */}
      <select
        aria-label="Sort"
        value={sortChoiceOf(props.sort)}
        onChange={(event) => props.onSort(sortFromChoice(event.target.value))}
      >
        {inventorySortChoices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            Sort: {choice.label}
          </option>
        ))}
      </select>
      <p className={styles.count} role="status">
        {props.count === null ? null : itemsFoundLabel(props.count)}
      </p>
    </div>
  )
}
