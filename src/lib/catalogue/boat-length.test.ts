import { describe, expect, it } from 'vitest'

import { boatLengthFeet } from '@/lib/catalogue/boat-length'

describe('boatLengthFeet', () => {
  it('reads a range of whole feet', () => {
    expect(boatLengthFeet("17'-19'")).toEqual({ min: 17, max: 19 })
  })

  it('counts inches as a fraction of a foot', () => {
    expect(boatLengthFeet(`15' 6"-16'`)).toEqual({ min: 15.5, max: 16 })
  })

  it('reads a single limit as both ends', () => {
    expect(boatLengthFeet("Up to 12'")).toEqual({ min: 12, max: 12 })
  })

  it('gives nothing for text without a length', () => {
    expect(boatLengthFeet('N/A')).toBeUndefined()
  })
})
