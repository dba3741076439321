import { describe, expect, it } from 'vitest'

import { validateLinkHref } from '@/collections/fields/link-href'

const options = () => ({}) as unknown as Parameters<typeof validateLinkHref>[1]

describe('validateLinkHref', () => {
  it('accepts site paths, web, mail and phone links', () => {
    for (const href of ['/trailers', 'https://example.com/x', 'mailto:a@b.c', 'tel:+14105550100'])
      expect(validateLinkHref(href, options()), href).toBe(true)
  })

  it('refuses script, data and protocol-relative links and an empty one', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '',
    ])
      expect(validateLinkHref(href, options()), href).toMatch(/path on this site/)
  })
})
