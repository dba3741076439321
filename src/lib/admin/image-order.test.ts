import { describe, expect, it } from 'vitest'

import { keyboardOffset, moveItem, nearestSlot } from '@/lib/admin/image-order'

describe('moveItem', () => {
  it('moves an entry forward and backward', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a'])
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b'])
  })
  it('keeps the target within the list and leaves the input alone', () => {
    const list = ['a', 'b']
    expect(moveItem(list, 0, 5)).toEqual(['b', 'a'])
    expect(moveItem(list, 1, -1)).toEqual(['b', 'a'])
    expect(list).toEqual(['a', 'b'])
  })
  it('ignores an index outside the list', () => {
    expect(moveItem(['a', 'b'], 4, 0)).toEqual(['a', 'b'])
  })
})

describe('nearestSlot', () => {
  const centres = [
    { x: 50, y: 50 },
    { x: 150, y: 50 },
    { x: 50, y: 150 },
  ]
  it('picks the slot whose centre is closest', () => {
    expect(nearestSlot(centres, { x: 120, y: 40 })).toBe(1)
    expect(nearestSlot(centres, { x: 60, y: 130 })).toBe(2)
  })
})

describe('keyboardOffset', () => {
  it('moves 25 px per arrow key', () => {
    expect(keyboardOffset('ArrowLeft')).toEqual({ x: -25, y: 0 })
    expect(keyboardOffset('ArrowDown')).toEqual({ x: 0, y: 25 })
  })
  it('ignores other keys', () => {
    expect(keyboardOffset('a')).toBeNull()
  })
})
