import { describe, expect, it } from 'vitest'

import { expectedVersion, ifMatchVersion } from '@/lib/inventory/version'

const when = '2026-03-01T10:00:00.123Z'

describe('ifMatchVersion', () => {
  it('reads quoted, weak and bare values and ignores none or *', () => {
    expect(ifMatchVersion(`"${when}"`)).toBe(when)
    expect(ifMatchVersion(`W/"${when}"`)).toBe(when)
    expect(ifMatchVersion(when)).toBe(when)
    expect(ifMatchVersion('*')).toBeUndefined()
    expect(ifMatchVersion(null)).toBeUndefined()
  })
})

describe('expectedVersion', () => {
  it('prefers the body over the header', () => {
    expect(expectedVersion({ updatedAt: when }, '"2020-01-01T00:00:00.000Z"')).toBe(when)
    expect(expectedVersion({ updated_at: when }, null)).toBe(when)
    expect(expectedVersion({}, `"${when}"`)).toBe(when)
    expect(expectedVersion({}, null)).toBeUndefined()
  })

  it('refuses a header that is no date-time', () => {
    expect(() => expectedVersion({}, '"v42"')).toThrow(/If-Match/)
  })
})
