import { describe, expect, it } from 'vitest'

import { parseCsv } from '@/lib/csv/parse'
import { csvCell, restoreCell, toCsv } from '@/lib/csv/write'

describe('csv writing', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(19.5)).toBe('19.5')
  })

  it('makes a cell starting with = + - @ inert with an apostrophe', () => {
    for (const value of ['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\t=1']) {
      expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true)
    }
    expect(csvCell('plain')).toBe('plain')
  })

  it('reads back every value it wrote, apostrophes included', () => {
    const values = ['=1+1', "'=1", "''@x", "it's", '-', 'x,"y"\nz', 'café', '']
    const text = toCsv(
      ['v'],
      values.map((value) => [value]),
    )
    expect(text.startsWith('\uFEFF')).toBe(true)
    const read = parseCsv(text)
      .slice(1)
      .map(([cell]) => restoreCell(cell ?? ''))
    expect(read).toEqual(values.filter(Boolean))
  })
})

describe('csv parsing', () => {
  it('refuses broken quoting with a readable error', () => {
    expect(() => parseCsv('a,b\n"x,y\n')).toThrow(/not valid CSV/)
  })
})
