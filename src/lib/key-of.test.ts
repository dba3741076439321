import { describe, expect, it } from 'vitest'

import { isKeyOf } from '@/lib/key-of'

describe('isKeyOf', () => {
  const isCode = isKeyOf({ busy: 'Too many', invalid: 'Check it' })

  it("takes the record's own keys only", () => {
    expect(['busy', 'invalid'].every(isCode)).toBe(true)
    for (const other of ['toString', '__proto__', 'constructor', 'Busy', '', 1, null, undefined])
      expect(isCode(other)).toBe(false)
  })
})
