import { describe, expect, it } from 'vitest'

import { homeCards } from '@/components/home/home-cards'

const card = (slug: string, order: number, extra: object = {}) => ({
  slug,
  title: `${slug} title`,
  description: 'd',
  image: null,
  href: `/trailers/${slug}`,
  order,
  ...extra,
})

describe('homeCards', () => {
  it('keeps only the cards marked for home, in home order, else overview order', () => {
    const cards = homeCards([
      card('a', 1, { onHome: true, homeOrder: 3 }),
      card('b', 2, { onHome: false }),
      card('c', 3, { onHome: true, homeOrder: 1 }),
      card('d', 2, { onHome: true }),
    ])
    expect(cards.map((c) => c.slug)).toEqual(['c', 'd', 'a'])
  })

  it('uses the home title when there is one', () => {
    const [only] = homeCards([card('pwc', 1, { onHome: true, homeTitle: 'PWC' })])
    expect(only).toEqual({
      slug: 'pwc',
      title: 'PWC',
      description: 'd',
      image: null,
      href: '/trailers/pwc',
    })
  })

  it('renders nothing rather than failing when the catalogue is still empty', () => {
    expect(homeCards([])).toEqual([])
  })
})
