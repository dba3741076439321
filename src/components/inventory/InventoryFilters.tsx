import {
  axleParam,
  materialParam,
  parseFilter,
  sortOptions,
  type InventoryFilter,
} from '@/lib/inventory/filters'
import { axleConfigurations, materials } from '@/lib/inventory/options'
import { categoryFilterOptions } from '@/lib/inventory/visibility'

import styles from '@/components/inventory/InventoryBrowser.module.css'

type Props = { filter: InventoryFilter; onChange: (filter: InventoryFilter) => void }

const value = (number: number | null) => (number === null ? '' : String(number))

/* The shopper's figures, in the order the form asks for them. */
const numberFilters = [
  { name: 'boat_length', label: 'My boat is (ft)', step: 0.5, inputMode: 'decimal' },
  { name: 'capacity_min', label: 'Capacity at least (lbs)', step: 100, inputMode: 'numeric' },
  { name: 'price_max', label: 'Price at most ($)', step: 100, inputMode: 'numeric' },
] as const

/*
 * The filters of /inventory as a plain GET form: without JavaScript 'Apply filters' loads the
 * filtered list from the server; with it, every change narrows the list at once (the parent keeps
 * the address in step). The boxes are uncontrolled so a half-typed number is left alone.
 */
export function InventoryFilters({ filter, onChange }: Props) {
  const read = (form: HTMLFormElement) => {
    const params = new URLSearchParams()
    for (const [key, entry] of new FormData(form)) {
      if (typeof entry === 'string') params.append(key, entry)
    }
    onChange(parseFilter(params))
  }
  return (
    <form
      role="search"
      aria-label="Filter trailers"
      method="get"
      action="/inventory"
      className={styles.filters}
      onChange={(event) => read(event.currentTarget)}
      onSubmit={(event) => {
        event.preventDefault()
        read(event.currentTarget)
      }}
    >
      <label className={styles.search}>
        <span className="visually-hidden">Search trailers</span>
        <input
          type="search"
          name="q"
          placeholder="Search trailers..."
          defaultValue={filter.q}
          onInput={(event) => read(event.currentTarget.form!)}
        />
      </label>
      <label className={styles.category}>
        <span className="visually-hidden">Category</span>
        <select name="category" defaultValue={filter.category}>
          {categoryFilterOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.more}>
        {numberFilters.map(({ name, label, step, inputMode }) => (
          <label key={name}>
            <span>{label}</span>
            <input
              type="number"
              name={name}
              min={1}
              step={step}
              inputMode={inputMode}
              defaultValue={value(filter[name])}
            />
          </label>
        ))}
        <label>
          <span>Axles</span>
          <select name="axle" defaultValue={filter.axle && axleParam(filter.axle)}>
            <option value="">Any</option>
            {axleConfigurations.map((axle) => (
              <option key={axle} value={axleParam(axle)}>
                {axle}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Material</span>
          <select name="material" defaultValue={filter.material && materialParam(filter.material)}>
            <option value="">Any</option>
            {materials.map((material) => (
              <option key={material} value={materialParam(material)}>
                {material}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Sort</span>
          <select name="sort" defaultValue={filter.sort}>
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={styles.formActions}>
        <button type="submit" className="btn btn-primary">
          Apply filters
        </button>
        <a className="btn btn-outline" href="/inventory">
          Clear filters
        </a>
      </div>
    </form>
  )
}
