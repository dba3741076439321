import {
  axleParam,
  materialParam,
  noFilter,
  numberSteps,
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
  { name: 'boat_length', label: 'My boat is (ft)', inputMode: 'decimal' },
  { name: 'capacity_min', label: 'Capacity at least (lbs)', inputMode: 'numeric' },
  { name: 'price_max', label: 'Price at most ($)', inputMode: 'numeric' },
] as const

/** How many of the folded filters differ from the bare list's (sort included). */
const foldedSetCount = (filter: InventoryFilter) =>
  [
    ...numberFilters.map(({ name }) => filter[name] !== noFilter[name]),
    filter.axle !== noFilter.axle,
    filter.material !== noFilter.material,
    filter.sort !== noFilter.sort,
  ].filter(Boolean).length

/*
 * The filters of /inventory as a plain GET form: without JavaScript 'Apply filters' loads the
 * filtered list from the server; with it, every change narrows the list at once (the parent keeps
 * the address in step). The boxes are uncontrolled so a half-typed number is left alone.
 */
export function InventoryFilters({ filter, onChange }: Props) {
  const setCount = foldedSetCount(filter)
  const read = (form: HTMLFormElement) => {
    const params = new URLSearchParams()
    for (const [key, entry] of new FormData(form)) {
      if (typeof entry === 'string') params.append(key, entry)
    }
    // The fit check is a form of its own: narrowing the list keeps the boat it described.
    onChange({ ...parseFilter(params), fit: filter.fit })
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
      {/* On a phone the rest fold behind one control, so the first trailer shows on the first
          screen; wide screens show them open (the stylesheet). Works without JavaScript. */}
      <details className={styles.extra}>
        <summary>
          Filters
          {setCount > 0 && <span className={styles.setCount}> ({setCount} set)</span>}
        </summary>
        <div className={styles.fields}>
          {numberFilters.map(({ name, label, inputMode }) => (
            <label key={name}>
              <span>{label}</span>
              <input
                type="number"
                name={name}
                min={numberSteps[name].step}
                max={numberSteps[name].max}
                step={numberSteps[name].step}
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
            <select
              name="material"
              defaultValue={filter.material && materialParam(filter.material)}
            >
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
      </details>
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
