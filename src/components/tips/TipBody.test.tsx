import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { TipBody } from '@/components/tips/TipBody'
import type { Tip } from '@/payload-types'

const text = (value: string) => ({
  type: 'text',
  version: 1,
  text: value,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
})
const block = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }
const link = (url: string, label: string) => ({
  ...block,
  type: 'link',
  version: 3,
  fields: { linkType: 'custom', url, newTab: false },
  children: [text(label)],
})

describe('TipBody', () => {
  it('renders stored links that break the site link rule as plain text', () => {
    const body = {
      root: {
        ...block,
        type: 'root',
        children: [
          {
            ...block,
            type: 'paragraph',
            children: [
              link('javascript:alert(1)', 'script'),
              link('data:text/html,x', 'data'),
              link('/\\evil.example', 'elsewhere'),
              link('/contact', 'contact us'),
            ],
          },
        ],
      },
    } as unknown as Tip['body']
    const html = renderToStaticMarkup(<TipBody body={body} />)
    expect(html.match(/href="[^"]*"/g)).toEqual(['href="/contact"'])
    expect(html).toMatch(/script.*data.*elsewhere/)
  })
})
