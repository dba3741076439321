import { describe, expect, it } from 'vitest'

import { safeHref } from '@/lib/safe-href'

describe('safeHref', () => {
  it.each([
    'https://www.example.com/trailers?x=1#a',
    'http://example.com',
    'mailto:sales@example.com',
    'tel:+14105550187',
    '/contact',
    '#faq',
    '?page=2',
  ])('keeps %s', (url) => {
    expect(safeHref(url)).toBe(url)
  })

  it.each([
    'javascript:window.open',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.example.com',
    '/\\evil.example.com',
    '/\t/evil.example.com',
    '\\\\evil.example.com',
    'file:///etc/passwd',
    'not a url',
    '',
    null,
    undefined,
  ])('refuses %s', (url) => {
    expect(safeHref(url)).toBeUndefined()
  })
})
