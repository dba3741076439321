import { describe, expect, it } from 'vitest'

import { finderReducer, initialFinderState, isFinderComplete } from '@/lib/finder/wizard'

const answered = [
  { type: 'choose', key: 'boatType', value: 'fishing' },
  { type: 'choose', key: 'loadingPreference', value: 'bunk' },
  { type: 'choose', key: 'waterType', value: 'freshwater' },
] as const

describe('finderReducer', () => {
  it('stores each answer and advances one step, completing after the third', () => {
    const states = answered.reduce(
      (list, action) => [...list, finderReducer(list.at(-1)!, action)],
      [initialFinderState],
    )
    expect(states.map((state) => state.step)).toEqual([0, 1, 2, 3])
    expect(states.at(-1)?.answers).toEqual({
      boatType: 'fishing',
      loadingPreference: 'bunk',
      waterType: 'freshwater',
    })
    expect(isFinderComplete(states[2])).toBe(false)
    expect(isFinderComplete(states[3])).toBe(true)
  })

  it('ignores an answer for a question other than the current one or an unknown value', () => {
    const state = finderReducer(initialFinderState, answered[1])
    expect(state).toBe(initialFinderState)
    expect(
      finderReducer(initialFinderState, { type: 'choose', key: 'boatType', value: 'canoe' }),
    ).toBe(initialFinderState)
  })

  it('goes back one step at a time, never below the first', () => {
    const second = finderReducer(initialFinderState, answered[0])
    const back = finderReducer(second, { type: 'back' })
    expect(back.step).toBe(0)
    expect(finderReducer(back, { type: 'back' }).step).toBe(0)
  })

  it('starts over at step one with every answer cleared', () => {
    const done = answered.reduce(finderReducer, initialFinderState)
    expect(finderReducer(done, { type: 'reset' })).toEqual({ step: 0, answers: {} })
  })
})
