import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ClosingCta } from '@/components/catalogue/ClosingCta'

describe('ClosingCta', () => {
  it('renders only the links that pass the site link rule, whatever was stored', () => {
    const html = renderToStaticMarkup(
      <ClosingCta
        links={[
          { label: 'Data', href: 'data:text/html,<script>alert(1)</script>' },
          { label: 'Elsewhere', href: '//evil.example' },
          { label: 'Script', href: 'javascript:alert(1)' },
          { label: 'Request a quote', href: '/contact' },
          { label: 'Call us', href: 'tel:+14105550187' },
        ]}
      />,
    )
    expect(html.match(/href="[^"]*"/g)).toEqual(['href="/contact"', 'href="tel:+14105550187"'])
    expect(html).not.toMatch(/Data|Elsewhere|Script/)
  })

  it('renders nothing when no stored link is safe', () => {
    expect(renderToStaticMarkup(<ClosingCta links={[{ label: 'x', href: '//evil' }]} />)).toBe('')
  })
})
