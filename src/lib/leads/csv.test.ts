import { describe, expect, it } from 'vitest'

import { csvCell, toCsv } from '@/lib/leads/csv'

describe('CSV export cells', () => {
  it('quotes commas, quotes and newlines, doubling the quotes', () => {
    expect(csvCell('a, "b"\nc')).toBe('"a, ""b""\nc"')
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell(null)).toBe('')
  })

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvCell('+1 410 555 0100')).toBe("'+1 410 555 0100")
    expect(csvCell('-2')).toBe("'-2")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
  })

  it('joins rows with CRLF after a byte-order mark', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, 2],
      ]),
    ).toBe('\uFEFFa,b\r\n1,2\r\n')
  })
})
