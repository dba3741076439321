import { agingSortKeys, agingSortLabels } from '@/lib/aging/columns'
import { agingStatuses, agingStatusLabels } from '@/lib/aging/report'
import type { AgingView } from '@/lib/aging/view'

import styles from './Aging.module.css'

type Props = { view: AgingView; categories: { id: number; name: string }[] }

/** A plain GET form: the view's filters and sort live in the address (shareable, no JS). */
export function AgingFilters({ view, categories }: Props) {
  return (
    <form className={styles.filters} method="get" action="/admin">
      <input type="hidden" name="tab" value="aging" />
      {view.flag && <input type="hidden" name="flag" value={view.flag} />}
      <div>
        <label htmlFor="aging-category">Category</label>
        <select id="aging-category" name="category" defaultValue={view.category ?? ''}>
          <option value="">All</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="aging-status">Status</label>
        <select id="aging-status" name="status" defaultValue={view.status ?? ''}>
          <option value="">Not sold</option>
          {agingStatuses.map((status) => (
            <option key={status} value={status}>
              {agingStatusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="aging-sort">Sort by</label>
        <select id="aging-sort" name="sort" defaultValue={view.sort}>
          {agingSortKeys.map((key) => (
            <option key={key} value={key}>
              {agingSortLabels[key]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="aging-dir">Direction</label>
        <select id="aging-dir" name="dir" defaultValue={view.dir}>
          <option value="desc">Descending</option>
          <option value="asc">Ascending</option>
        </select>
      </div>
      <button type="submit" className="btn btn-primary">
        Show
      </button>
    </form>
  )
}
