import { describe, expect, it } from 'vitest'

import { sampleApiItem } from '@/lib/inventory/sample'
import { exportRow, matchColumn, type ColumnKey } from '@/lib/inventory/transfer/columns'
import { changedFields } from '@/lib/inventory/transfer/diff'
import { siteImagePath } from '@/lib/inventory/transfer/images'
import { rowToInput } from '@/lib/inventory/transfer/row'

const categories = [{ id: 7, name: 'Aluminum Bunk Trailers' }]

const unit = sampleApiItem({
  id: 3,
  model_name: 'VAB-2025',
  category_id: 7,
  price: 3895.5,
  stock_quantity: 2,
  image_url: '/images/a.webp',
  image_urls: ['/images/a.webp', '/images/b.webp'],
  description: 'A bunk trailer',
  boat_length: null,
  features: ['LED lights', 'Carpeted bunks'],
  specifications: { tongue_weight: '250 lbs' },
  stock_number: 'VT-1',
})

const record = (cells: Record<string, string>) =>
  new Map(Object.entries(cells).map(([key, value]) => [matchColumn(key) as ColumnKey, value]))

describe('import columns', () => {
  it('accepts the spellings other dealer systems use', () => {
    expect(matchColumn('Stock #')).toBe('stock_number')
    expect(matchColumn('stock')).toBe('stock_number')
    expect(matchColumn('Selling Price')).toBe('price')
    expect(matchColumn('Title')).toBe('model_name')
    expect(matchColumn('Category')).toBe('category_name')
    expect(matchColumn('Tongue Weight')).toBe('specifications.tongue_weight')
    expect(matchColumn('Colour of the sky')).toBeNull()
  })

  it('exports features joined with | and images with spaces', () => {
    const row = exportRow(unit)
    expect(row).toContain('LED lights|Carpeted bunks')
    expect(row).toContain('/images/a.webp /images/b.webp')
  })
})

describe('import rows', () => {
  it('changes only the fields a row gives, and reports them old → new', () => {
    const outcome = rowToInput(record({ stock: 'VT-1', price: '$4,100' }), unit, categories)
    if (!('input' in outcome)) throw new Error(outcome.error)
    expect(changedFields(unit, outcome.input, categories)).toEqual([
      { field: 'price', from: '3895.5', to: '4100' },
    ])
  })

  it('refuses a price that is not a number and an unknown category, with the reason', () => {
    expect(rowToInput(record({ price: 'call us' }), unit, categories)).toEqual({
      error: 'price: must be a number',
    })
    expect(rowToInput(record({ category: 'Hovercraft' }), unit, categories)).toEqual({
      error: 'category: unknown category',
    })
  })

  it('reads statuses as staff write them', () => {
    const outcome = rowToInput(record({ status: 'On order' }), unit, categories)
    expect('input' in outcome && outcome.input.status).toBe('on_order')
  })
})

describe('import images', () => {
  it('keeps the site media and refuses addresses elsewhere', () => {
    const origin = 'https://venture.example'
    expect(siteImagePath('/cms/api/media/file/a.webp', origin)).toBe('/cms/api/media/file/a.webp')
    expect(siteImagePath('https://venture.example/images/x.webp', origin)).toBe('/images/x.webp')
    expect(siteImagePath('https://evil.example/images/x.webp', origin)).toBeNull()
    expect(siteImagePath('/api/inventory', origin)).toBeNull()
  })
})
