import { describe, expect, it } from 'vitest'

import { leadFilterFrom } from '@/lib/leads/statuses'

const filter = (query: string) => leadFilterFrom(new URLSearchParams(query))

describe('leadFilterFrom', () => {
  it('shows the whole list for a value it does not know, as an old shared link should', () => {
    expect(filter('status=maybe&owner=abc&kind=loan')).toEqual({
      status: 'all',
      owner: 'all',
      kind: 'all',
      q: '',
    })
    expect(filter('kind=finance').kind).toBe('finance')
    expect(filter(`q=${'x'.repeat(201)}`).q).toBe('')
  })

  it('refuses what PostgreSQL cannot take: an owner beyond its integers, a NUL in the search', () => {
    expect(filter('owner=2147483647').owner).toBe(2147483647)
    expect(() => filter('owner=2147483648')).toThrow(/no such staff id/)
    expect(() => filter('q=a%00b')).toThrow(/NUL/)
    expect(filter('q=%20boat%20').q).toBe('boat')
  })
})
