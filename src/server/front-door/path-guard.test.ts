import { describe, expect, it } from 'vitest'

import { isUndecodablePath } from '@/server/front-door/path-guard.mjs'

describe('isUndecodablePath', () => {
  it('finds a path that is not UTF-8 once percent-decoded', () => {
    expect(isUndecodablePath('/inventory/%ED%A0%80')).toBe(true)
    expect(isUndecodablePath('/cms/api/%E0%A4%A')).toBe(true)
    expect(isUndecodablePath('/tips/%')).toBe(true)
  })

  it('passes UTF-8 paths, and leaves the query to the route', () => {
    expect(isUndecodablePath('/inventory/venture-%C3%A9l%C3%A9gance-42')).toBe(false)
    expect(isUndecodablePath('/inventory?q=%ED%A0%80')).toBe(false)
    expect(isUndecodablePath('/')).toBe(false)
    expect(isUndecodablePath(undefined)).toBe(false)
  })
})
