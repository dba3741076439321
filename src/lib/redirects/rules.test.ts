import { describe, expect, it } from 'vitest'

import { finalTarget, isSitePath, planMove, type Redirect } from '@/lib/redirects/rules'

const r = (id: number, from: string, to: string): Redirect => ({ id, from, to })

describe('planMove', () => {
  it('adds one redirect for a first move', () => {
    expect(planMove([], '/tips/a', '/tips/b')).toEqual({
      create: { from: '/tips/a', to: '/tips/b' },
      retarget: [],
      remove: [],
    })
  })

  it('collapses a chain: what pointed at the old address points at the new one', () => {
    const plan = planMove([r(1, '/tips/a', '/tips/b')], '/tips/b', '/tips/c')
    expect(plan).toEqual({
      create: { from: '/tips/b', to: '/tips/c' },
      retarget: [{ id: 1, to: '/tips/c' }],
      remove: [],
    })
  })

  it('removes the redirect from an address a page takes back, so nothing loops', () => {
    const plan = planMove([r(1, '/tips/a', '/tips/b')], '/tips/b', '/tips/a')
    expect(plan).toEqual({ create: { from: '/tips/b', to: '/tips/a' }, retarget: [], remove: [1] })
  })

  it('retargets an existing redirect from the old address instead of adding a second', () => {
    const plan = planMove([r(1, '/tips/a', '/tips/x')], '/tips/a', '/tips/b')
    expect(plan).toEqual({ create: null, retarget: [{ id: 1, to: '/tips/b' }], remove: [] })
  })

  it('changes nothing when the address stays', () => {
    expect(planMove([r(1, '/tips/a', '/tips/b')], '/tips/b', '/tips/b')).toEqual({
      create: null,
      retarget: [],
      remove: [],
    })
  })
})

describe('finalTarget', () => {
  it('follows the chain after a redirect to its end', () => {
    expect(finalTarget([r(1, '/b', '/c'), r(2, '/c', '/d')], '/a', '/b')).toBe('/d')
  })

  it('answers null when the chain comes back to the redirect itself', () => {
    expect(finalTarget([r(1, '/b', '/a')], '/a', '/b')).toBeNull()
    expect(finalTarget([], '/a', '/a')).toBeNull()
  })

  it('ignores the stored copy of the redirect being edited', () => {
    expect(finalTarget([r(1, '/a', '/b')], '/a', '/c')).toBe('/c')
  })
})

describe('isSitePath', () => {
  it('takes lowercase site paths only', () => {
    expect(isSitePath('/tips/brake-maintenance')).toBe(true)
    for (const bad of ['tips/a', '/tips/a/', '//evil.example', '/a?b=1', 'https://x.y/a', '/A']) {
      expect(isSitePath(bad), bad).toBe(false)
    }
  })
})
