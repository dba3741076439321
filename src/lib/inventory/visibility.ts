import type { InventoryApiItem } from '@/lib/inventory/contract'
import { isListed } from '@/lib/inventory/lifecycle'

/** The public category filter (spec doc 2 §2): an option matches by substring of the category name. */
export const categoryFilterOptions = [
  { label: 'All Categories', value: '' },
  { label: 'Aluminum Trailers', value: 'Aluminum' },
  { label: 'Galvanized Trailers', value: 'Galvanized' },
  { label: 'Bunk Trailers', value: 'Bunk' },
  { label: 'Roller Trailers', value: 'Roller' },
  { label: 'PWC Trailers', value: 'PWC' },
  { label: 'Pontoon Trailers', value: 'Pontoon' },
  { label: 'Commander Trailers', value: 'Commander' },
  { label: 'Skiff Trailers', value: 'Skiff' },
  { label: 'Tritoon Trailers', value: 'Tritoon' },
] as const

/** Search and category, the spec's two filters; src/lib/inventory/filters.ts adds the rest. */
export type SearchFilter = { q: string; category: string }

type PublicFields = Pick<InventoryApiItem, 'model_name' | 'description' | 'category_name'>

/**
 * Units /inventory lists and whose pages show in full: available ones by the spec's rule (flag
 * on, stock above zero), plus units on order and units held for a buyer (lifecycle.ts).
 */
export const isPubliclyVisible = (item: Parameters<typeof isListed>[0]) => isListed(item)

/** A shared link may carry any case or an unknown value: map it to an option, else to "all". */
export function normalizeCategory(value: string | null | undefined): string {
  const wanted = (value ?? '').trim().toLowerCase()
  return categoryFilterOptions.find((option) => option.value.toLowerCase() === wanted)?.value ?? ''
}

const includes = (text: string | null | undefined, needle: string) =>
  (text ?? '').toLowerCase().includes(needle)

export function matchesFilter(item: PublicFields, filter: SearchFilter): boolean {
  const needle = filter.q.trim().toLowerCase()
  const category = normalizeCategory(filter.category).toLowerCase()
  const searchHit =
    needle === '' || includes(item.model_name, needle) || includes(item.description, needle)
  return searchHit && (category === '' || includes(item.category_name, category))
}
