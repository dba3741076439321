import { describe, expect, it } from 'vitest'

import { parseStickerSelection } from '@/lib/stickers/selection'
import { stickerLink, stickersPath } from '@/lib/stickers/link'

const parse = (query: string) => parseStickerSelection(new URLSearchParams(query))

describe('parseStickerSelection', () => {
  it('reads ids in the order given, without repeats, or a status', () => {
    expect(parse('ids=3,1,3,2')).toEqual({ ids: [3, 1, 2] })
    expect(parse('status=available')).toEqual({ status: 'available' })
  })

  it.each(['', 'ids=', 'ids=1,,2', 'ids=-1', 'ids=1&status=sold', 'status=gone'])(
    'refuses %j',
    (query) => {
      expect(() => parse(query)).toThrow()
    },
  )

  it('refuses more than 500 units', () => {
    const ids = Array.from({ length: 501 }, (_, index) => index + 1).join(',')
    expect(() => parse(`ids=${ids}`)).toThrow(/at most 500/)
  })
})

describe('sticker links', () => {
  it("adds utm_source=window_sticker to the unit's address, keeping its path", () => {
    expect(stickerLink('https://www.example.com/inventory/12-vab')).toBe(
      'https://www.example.com/inventory/12-vab?utm_source=window_sticker',
    )
  })

  it('prints the checked units, or every available one when none is checked', () => {
    expect(stickersPath([4, 2])).toBe('/api/inventory/stickers.pdf?ids=4,2')
    expect(stickersPath([])).toBe('/api/inventory/stickers.pdf?status=available')
  })
})
