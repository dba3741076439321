import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Chart } from '@/components/admin/reports/Chart'
import type { ChartSpec } from '@/lib/reports/datasets'

const spec: ChartSpec = {
  layout: 'columns',
  stacked: true,
  categories: ['2025-03-03', '2025-03-10'],
  series: [
    { name: 'Quote', values: [1, 2] },
    { name: 'Service', values: [1, 0] },
  ],
  valueLabel: 'Leads',
  line: { name: 'Period before', values: [0, 1] },
}

describe('a report chart', () => {
  it('is an SVG image named by its title, a bar per value with its words, and the line', () => {
    const svg = renderToStaticMarkup(<Chart spec={spec} id="weeks" title="Leads per week: chart" />)
    expect(svg).toMatch(/^<svg [^>]*role="img"[^>]*aria-labelledby="weeks-title"/)
    expect(svg).toContain('<title id="weeks-title">Leads per week: chart</title>')
    expect(svg.match(/<rect /g)).toHaveLength(4)
    for (const title of ['2025-03-03, Quote: 1', '2025-03-10, Quote: 2', '2025-03-03, Service: 1'])
      expect(svg).toContain(`<title>${title}</title>`)
    expect(svg).toContain('<title>Period before</title>')
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/)
  })

  it('stacks a week’s kinds on one another', () => {
    const svg = renderToStaticMarkup(<Chart spec={spec} id="weeks" title="Weeks" />)
    const heights = [
      ...svg.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="[\d.]+" height="([\d.]+)"/g),
    ]
    const [quote, , service] = heights.map((match) => ({
      x: +match[1]!,
      y: +match[2]!,
      h: +match[3]!,
    }))
    // The first week's Service bar sits on its Quote bar.
    expect(service!.x).toBe(quote!.x)
    expect(service!.y + service!.h).toBeCloseTo(quote!.y)
  })
})
