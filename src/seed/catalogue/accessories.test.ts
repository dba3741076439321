import { existsSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { accessories } from '@/seed/catalogue/accessories'

describe('accessories seed', () => {
  it('holds the 17 cards of the accessories page in order', () => {
    expect(accessories).toHaveLength(17)
    expect(accessories.map((a) => a.order)).toEqual(accessories.map((_, i) => i + 1))
  })

  it('points every card at an image shipped in public/', () => {
    for (const a of accessories) expect(existsSync(`public${a.image}`), a.image).toBe(true)
  })

  it('offers the spare tire brackets for 2x3 up to 3x5 frames', () => {
    const brackets = accessories.find((a) => a.title === 'Spare Tire Brackets')
    expect(brackets?.description).toMatch(/three sizes.*2x3.*3x5/)
  })

  it('gives the LED lights their 200 ms head start', () => {
    expect(accessories.find((a) => a.title === 'LED Lights')?.description).toContain('200 ms')
  })
})
