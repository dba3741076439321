import { describe, expect, it } from 'vitest'

import { pageRecord } from '@/seed/catalogue/page-record'
import { cataloguePages } from '@/seed/catalogue/pages'

const seedOf = (slug: string) => cataloguePages.find((page) => page.slug === slug)!

describe('pageRecord', () => {
  it('puts the search texts in the meta group with comma-separated keywords', () => {
    const record = pageRecord(seedOf('pwc'))
    expect(record.meta.title).toBe(seedOf('pwc').metaTitle)
    expect(record.meta.keywords).toBe(seedOf('pwc').keywords.join(', '))
  })

  it('turns text lists into rows of { text }', () => {
    const record = pageRecord(seedOf('pwc'))
    expect(record.benefits?.[0]).toEqual({ text: 'Made in the USA' })
    expect(record.extra?.items?.map((item) => item.text)).toContain('Jet skis')
  })

  it('leaves the extra group out when the page has none', () => {
    expect(pageRecord(seedOf('aluminum')).extra).toBeUndefined()
  })
})
