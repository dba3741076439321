import { describe, expect, it } from 'vitest'

import {
  fitWithin,
  isImageType,
  notAnImageMessage,
  tooManyImagesMessage,
  webpFileName,
} from '@/lib/admin/image-limits'

describe('fitWithin', () => {
  it('scales a large image to fit 1920 × 1920 keeping its aspect', () => {
    expect(fitWithin(3840, 2160)).toEqual({ width: 1920, height: 1080 })
    expect(fitWithin(1000, 4000)).toEqual({ width: 480, height: 1920 })
  })
  it('never enlarges a small image', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 })
  })
})

describe('webpFileName', () => {
  it('changes the extension to .webp', () => {
    expect(webpFileName('boat.trailer.JPG')).toBe('boat.trailer.webp')
    expect(webpFileName('photo')).toBe('photo.webp')
  })
})

describe('image checks', () => {
  it('accepts image types only', () => {
    expect(isImageType('image/png')).toBe(true)
    expect(isImageType('application/pdf')).toBe(false)
  })
  it('words the alerts as the spec does', () => {
    expect(notAnImageMessage('a.pdf')).toBe('"a.pdf" is not an image file')
    expect(tooManyImagesMessage(10)).toBe(
      'You can only upload up to 10 images. Please remove some existing images first.',
    )
  })
})
