import { describe, expect, it } from 'vitest'

import { canOptimizeImage } from '@/lib/inventory/image-source'

describe('canOptimizeImage', () => {
  it('optimizes the paths next.config.mjs allows', () => {
    expect(canOptimizeImage('/images/inventory/demo-01.webp')).toBe(true)
    expect(canOptimizeImage('/cms/api/media/file/trailer-1a2b.webp')).toBe(true)
  })

  it('shows SVGs, remote photos and other paths as they are', () => {
    expect(canOptimizeImage('/brand/logo.svg')).toBe(false)
    expect(canOptimizeImage('/images/placeholder-trailer.svg')).toBe(false)
    expect(canOptimizeImage('https://example.com/photo.jpg')).toBe(false)
    expect(canOptimizeImage('/uploads/photo.jpg')).toBe(false)
  })
})
