import { describe, expect, it } from 'vitest'

import { chartSvg } from '@/lib/reports/chart-svg'
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
    const svg = chartSvg(spec, { id: 'weeks', title: 'Leads per week: chart' })
    expect(svg).toMatch(/^<svg [^>]*role="img"[^>]*aria-labelledby="weeks-title"/)
    expect(svg).toContain('<title id="weeks-title">Leads per week: chart</title>')
    expect(svg.match(/<rect /g)).toHaveLength(4)
    for (const title of ['2025-03-03, Quote: 1', '2025-03-10, Quote: 2', '2025-03-03, Service: 1'])
      expect(svg).toContain(`<title>${title}</title>`)
    expect(svg).toContain('<title>Period before</title>')
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/)
  })

  it('stacks a week’s kinds on one another', () => {
    const svg = chartSvg(spec, { id: 'weeks', title: 'Weeks' })
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

  it('writes what a category says as text, never as markup', () => {
    const svg = chartSvg(
      { ...spec, categories: ['<script>alert(1)</script>', 'a" onload="x'] },
      { id: 'weeks', title: 'Sources & <b>' },
    )
    expect(svg).not.toContain('<script>')
    expect(svg).not.toContain('" onload="')
    expect(svg).toContain('&lt;script&gt;')
    expect(svg).toContain('Sources &amp; &lt;b&gt;')
  })

  it('has its own size when drawn for an image file, and fills its place on the page', () => {
    expect(chartSvg(spec, { id: 'a', title: 'A' }, 'fixed')).toMatch(
      /^<svg [^>]*width="640" height="260"/,
    )
    expect(chartSvg(spec, { id: 'a', title: 'A' })).toMatch(/^<svg [^>]*width="100%"/)
  })
})
