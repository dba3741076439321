import { describe, expect, it } from 'vitest'

import { serializeJsonLd } from '@/lib/json-ld'

describe('serializeJsonLd', () => {
  it('escapes < so a value cannot close the script element', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(out).not.toContain('<')
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
