import { describe, expect, it } from 'vitest'

import { oneLine } from '@/lib/leads/one-line'

describe('oneLine', () => {
  it.each([
    ['Pat\r\nBcc: spam@example.com', 'Pat Bcc: spam@example.com'],
    ['Pat\rBoater', 'Pat Boater'],
    ['Pat\u2028Boater\u2029', 'Pat Boater'],
    ['Pat\u0085\u0000\u001b[31mBoater', 'Pat [31mBoater'],
    ['  Pat \t Boater  ', 'Pat Boater'],
  ])('makes %j one line: %j', (input, expected) => {
    expect(oneLine(input)).toBe(expected)
  })

  it('keeps letters, accents and punctuation as written', () => {
    expect(oneLine("Zoë O'Brien-Núñez")).toBe("Zoë O'Brien-Núñez")
  })
})
