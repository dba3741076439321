import { describe, expect, it } from 'vitest'

import { bodyLimit, bodyLimits } from '@/lib/body-limits.mjs'
import { importLimits } from '@/lib/inventory/transfer/limits'

describe('bodyLimit', () => {
  it('lets the import routes take the 5 MB file the README promises, other JSON routes 64 KB', () => {
    for (const step of ['preview', 'apply']) {
      expect(bodyLimit(`/api/inventory/import/${step}`)).toBe(5 * 1024 * 1024)
    }
    expect(importLimits.bytes).toBe(bodyLimits.csvImport)
    expect(bodyLimit('/api/inventory/import/other')).toBe(64 * 1024)
    expect(bodyLimit('/api/inventory')).toBe(64 * 1024)
  })
})
