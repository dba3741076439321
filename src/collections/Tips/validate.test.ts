import { describe, expect, it } from 'vitest'

import { validateCanonicalPath, validateTipSlug } from '@/collections/Tips/validate'

const options = (siblingData: Record<string, unknown>) =>
  ({ siblingData }) as unknown as Parameters<typeof validateTipSlug>[1]

describe('validateTipSlug', () => {
  it('accepts a URL-safe slug and explains what is wrong otherwise', () => {
    expect(validateTipSlug('brake-maintenance', options({}))).toBe(true)
    expect(validateTipSlug('Brake Maintenance', options({}))).toMatch(/lowercase/)
  })
})

describe('validateCanonicalPath', () => {
  it('accepts an empty value or a single segment under /tips/', () => {
    expect(validateCanonicalPath(undefined, options({ slug: 'x' }))).toBe(true)
    expect(validateCanonicalPath('/tips/brake-maintenance-guide', options({ slug: 'brake' }))).toBe(
      true,
    )
  })

  it('refuses paths outside /tips/ and a copy of the route itself', () => {
    expect(validateCanonicalPath('/trailers/bunk', options({ slug: 'x' }))).toMatch(/\/tips\//)
    expect(validateCanonicalPath('https://evil.example/tips/x', options({ slug: 'x' }))).toMatch(
      /\/tips\//,
    )
    expect(validateCanonicalPath('/tips/brake', options({ slug: 'brake' }))).toMatch(/Leave empty/)
  })
})
