import { describe, expect, it } from 'vitest'

import { asShown, lengthHint } from '@/lib/seo/lengths'

describe('search text hints', () => {
  it('says whether a title reads well in a results page', () => {
    expect(lengthHint('title', '')).toBe("Empty: the page's default title is used.")
    expect(lengthHint('title', 'Short')).toBe('5 characters: room for more, 50–60 reads best.')
    expect(lengthHint('title', 'x'.repeat(55))).toBe('55 characters: a good length.')
    expect(lengthHint('title', 'x'.repeat(61))).toBe(
      '61 characters: search results cut it after about 60.',
    )
    expect(lengthHint('description', 'x'.repeat(156))).toBe(
      '156 characters: search results cut it after about 155.',
    )
  })

  it('cuts a long text at a whole word as a results page shows it', () => {
    expect(asShown('title', 'Short title')).toBe('Short title')
    const long = 'Venture Boat Trailers in Edgewater, MD | Aluminum & Galvanized | Made in the USA'
    expect(asShown('title', long)).toBe('Venture Boat Trailers in Edgewater, MD | Aluminum &…')
  })
})
