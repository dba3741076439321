import { describe, expect, it } from 'vitest'

import { inventoryItemSchema } from '@/lib/inventory/schema'
import { sampleInventoryItem } from '@/lib/inventory/sample'
import { toItemData } from '@/server/inventory/mapping'
import { fileFields } from '@/server/inventory/transfer/file-fields'

const data = toItemData(
  inventoryItemSchema.parse(
    sampleInventoryItem({
      notes: 'kept',
      image_urls: ['/images/inventory/demo-01.webp'],
      specifications: { tire_size: 'ST205', winch: 'Manual' },
    }),
  ),
)

describe('fileFields', () => {
  it('keeps only the fields the file has columns for, never notes it lacks', () => {
    const columns = ['id', 'price', 'category_name', 'image_urls', 'updated_at', null] as const
    const picked = fileFields(
      data,
      columns.map((column) => ({ column })),
    )
    expect(Object.keys(picked).sort()).toEqual(['category', 'images', 'price'])
    expect(picked).toMatchObject({ price: data.price, category: data.category })
  })

  it('writes a specification column alone, not the whole group', () => {
    const picked = fileFields(data, [{ column: 'specifications.winch' }, { column: 'notes' }])
    expect(picked).toEqual({ specifications: { winch: 'Manual' }, notes: 'kept' })
  })
})
