import { describe, expect, it } from 'vitest'

import { mediaAddress, pictureOf } from '@/lib/media/picture'
import type { Media } from '@/payload-types'

const media = (fields: Partial<Media>): Media => ({
  id: 1,
  alt: 'Aluminum trailer',
  filename: 'heroes-aluminum.webp',
  width: 1600,
  height: 700,
  updatedAt: '',
  createdAt: '',
  ...fields,
})

describe('pictureOf', () => {
  it('lists the proportional sizes and the original by width, smallest first, as a srcset', () => {
    const picture = pictureOf(
      media({
        sizes: {
          thumbnail: { filename: 'thumb.webp', width: 400, height: 300 },
          large: { filename: 'large.webp', width: 1200, height: 525 },
          small: { filename: 'small.webp', width: 480, height: 210 },
          card: { filename: 'card.webp', width: 800, height: 350 },
        },
      }),
    )
    expect(picture?.srcSet).toBe(
      '/cms/api/media/file/small.webp 480w, /cms/api/media/file/card.webp 800w, /cms/api/media/file/large.webp 1200w, /cms/api/media/file/heroes-aluminum.webp 1600w',
    )
    expect(picture).toMatchObject({
      src: '/cms/api/media/file/heroes-aluminum.webp',
      width: 1600,
      height: 700,
      alt: 'Aluminum trailer',
    })
  })

  it('skips sizes Payload did not make (a picture smaller than them)', () => {
    const picture = pictureOf(media({ width: 400, sizes: { card: { filename: null } } }))
    expect(picture?.srcSet).toBe('/cms/api/media/file/heroes-aluminum.webp 400w')
  })

  it("keeps the editor's focal point in view, the centre when none is set", () => {
    expect(pictureOf(media({ focalX: 20, focalY: 75 }))?.objectPosition).toBe('20% 75%')
    expect(pictureOf(media({}))?.objectPosition).toBe('50% 50%')
  })

  it('draws nothing for an unset or unpopulated field', () => {
    expect(pictureOf(null)).toBeNull()
    expect(pictureOf(7)).toBeNull()
    expect(mediaAddress(undefined)).toBeNull()
    expect(mediaAddress(media({ filename: 'a b.mp4' }))).toBe('/cms/api/media/file/a%20b.mp4')
  })
})
