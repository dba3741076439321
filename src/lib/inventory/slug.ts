import { slugify } from '@/lib/slug'

/*
 * A unit page lives at /inventory/{id}-{model-name-slug}: the id keeps the address stable and
 * unique, the words make it readable and searchable.
 */
export function inventorySlug(item: { id: number; model_name: string }): string {
  const words = slugify(item.model_name)
  return words ? `${item.id}-${words}` : String(item.id)
}

export const inventoryPath = (item: { id: number; model_name: string }): string =>
  `/inventory/${inventorySlug(item)}`

/** The id a unit address starts with, or null when it does not start with one. */
export function parseInventorySlug(slug: string): number | null {
  const match = /^(\d{1,9})(?:-|$)/.exec(slug)
  return match ? Number(match[1]) : null
}
