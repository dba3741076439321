import { describe, expect, it } from 'vitest'

import { inventoryPath, inventorySlug, parseInventorySlug } from '@/lib/inventory/slug'
import { slugify } from '@/lib/slug'

describe('unit page addresses', () => {
  it('start with the id and continue with the model name in words', () => {
    expect(inventorySlug({ id: 12, model_name: 'VAB-2025 Aluminum Bunk' })).toBe(
      '12-vab-2025-aluminum-bunk',
    )
    expect(inventoryPath({ id: 3, model_name: 'Pontoon  Trailer (Tri)' })).toBe(
      '/inventory/3-pontoon-trailer-tri',
    )
  })

  it('fall back to the bare id when the name has no letters or digits', () => {
    expect(inventorySlug({ id: 7, model_name: '***' })).toBe('7')
  })

  it('strip accents and cap the length', () => {
    expect(slugify('Café Élite')).toBe('cafe-elite')
    expect(slugify('a'.repeat(100)).length).toBe(80)
  })

  it('parse back to the id, whatever words follow', () => {
    expect(parseInventorySlug('12-vab-2025')).toBe(12)
    expect(parseInventorySlug('12')).toBe(12)
    expect(parseInventorySlug('vab-12')).toBeNull()
    expect(parseInventorySlug('12abc')).toBeNull()
  })
})
