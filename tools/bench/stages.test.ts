import { describe, expect, it } from 'vitest'

import { selectStages } from './stages'

describe('selectStages', () => {
  it('runs every stage and page, as a full run, without options', () => {
    const selected = selectStages(['--skip-build'])
    expect(selected.has('rolling') && selected.page('/about')).toBe(true)
    expect(selected.partial).toBe(false)
  })

  it('runs only the stages --only names, as a partial run', () => {
    const selected = selectStages(['--only=startup,bundle'])
    expect([selected.has('startup'), selected.has('bundle'), selected.has('lighthouse')]).toEqual([
      true,
      true,
      false,
    ])
    expect(selected.partial).toBe(true)
  })

  it('narrows pages to those --pages names, a trailing slash naming a whole folder', () => {
    const selected = selectStages(['--pages=/,/inventory/'])
    expect(['/', '/about', '/inventory', '/inventory/3-x'].map(selected.page)).toEqual([
      true,
      false,
      false,
      true,
    ])
    expect(selected.partial).toBe(true)
  })

  it('refuses a stage it does not know', () => {
    expect(() => selectStages(['--only=lighthous'])).toThrow(/unknown stage\(s\) lighthous/)
  })
})
