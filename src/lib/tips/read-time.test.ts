import { describe, expect, it } from 'vitest'

import { readTimeLabel } from '@/lib/tips/read-time'

describe('readTimeLabel', () => {
  it('labels a read time in minutes', () => {
    expect(readTimeLabel(3)).toBe('3 min read')
    expect(readTimeLabel(8)).toBe('8 min read')
  })
})
