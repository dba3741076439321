import { describe, expect, it } from 'vitest'

import { filterInventory, itemsFoundLabel } from '@/lib/admin/inventory-view'
import type { InventoryApiItem } from '@/lib/inventory/contract'

const item = (id: number, model_name: string, description: string, category_id: number) =>
  ({ id, model_name, description, category_id }) as InventoryApiItem

const items = [
  item(1, 'VAB-2025 Aluminum Bunk', 'For fishing boats', 10),
  item(2, 'VP-20 Pontoon', 'Carries a PONTOON boat', 3),
]

describe('filterInventory', () => {
  it('matches model name or description, ignoring case', () => {
    expect(filterInventory(items, 'bunk', '').map((i) => i.id)).toEqual([1])
    expect(filterInventory(items, 'fishing', '').map((i) => i.id)).toEqual([1])
    expect(filterInventory(items, 'pontoon', '').map((i) => i.id)).toEqual([2])
  })
  it('filters by category id', () => {
    expect(filterInventory(items, '', '3').map((i) => i.id)).toEqual([2])
    expect(filterInventory(items, '', '').length).toBe(2)
  })
})

it('counts the items found', () => {
  expect(itemsFoundLabel(3)).toBe('3 item(s) found')
})
