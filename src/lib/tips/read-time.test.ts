import { describe, expect, it } from 'vitest'

import { readTimeLabel, readTimeOf } from '@/lib/tips/read-time'

describe('readTimeLabel', () => {
  it('labels a read time in minutes', () => {
    expect(readTimeLabel(3)).toBe('3 min read')
    expect(readTimeLabel(8)).toBe('8 min read')
  })
})

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] })

describe('readTimeOf', () => {
  it('counts the words of every text node, nested or not, at 200 a minute', () => {
    const body = {
      root: {
        children: [
          paragraph(Array.from({ length: 150 }, () => 'word').join(' ')),
          {
            type: 'list',
            children: [{ type: 'listitem', children: [paragraph('one two  three')] }],
          },
          paragraph(Array.from({ length: 60 }, () => 'more').join('\n')),
        ],
      },
    }
    expect(readTimeOf(body)).toBe(2)
  })

  it('is one minute for a short or empty body', () => {
    expect(readTimeOf({ root: { children: [paragraph('Short.')] } })).toBe(1)
    expect(readTimeOf(null)).toBe(1)
    expect(readTimeOf({})).toBe(1)
  })
})
