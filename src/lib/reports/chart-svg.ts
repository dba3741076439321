import { max } from 'd3-array'
import { scaleBand, scaleLinear } from 'd3-scale'
import { line, stack } from 'd3-shape'

import { escapeHtml } from '@/lib/html-escape'
import type { ChartSpec } from '@/lib/reports/datasets'

/*
 * A report's bar chart as SVG text (ADR 0066, ADR 0070): d3's scales place the bars and pick the
 * ticks, d3-shape stacks the series and draws the lines. Text, not React elements, because the
 * same picture goes into the page and, turned into a PNG by sharp, into the Monday e-mail, and
 * react-dom/server does not run where the server's code is bundled. Colours are told apart by the
 * legend's words, the bars' titles and the table beside each chart, not by hue.
 */

/** Dark enough for 3:1 against white (WCAG 1.4.11), in the order series take them. */
const seriesColours = ['#1f5f8b', '#b35900', '#2e7d32', '#7b1fa2', '#c62828', '#455a64', '#6d5d00']

export const seriesColour = (index: number) => seriesColours[index % seriesColours.length]!

/** The drawing's width in its own units; a PNG of it is drawn at `pixelsPerUnit` times that. */
export const chartWidth = 640
const margin = { top: 12, right: 24, bottom: 44, left: 48 }
const rowHeight = 30
const columnsHeight = 260
const labelWidth = 150

/* Coordinates to a tenth of a unit: finer than a screen shows, and the page stays small. */
const round = (coordinate: number) => Math.round(coordinate * 10) / 10

type Attributes = Record<string, string | number>

const attributes = (attrs: Attributes) =>
  Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join('')

const element = (name: string, attrs: Attributes, ...children: string[]) =>
  `<${name}${attributes(attrs)}>${children.join('')}</${name}>`

const title = (text: string, attrs: Attributes = {}) => element('title', attrs, escapeHtml(text))

export type ChartNames = {
  /** Unique on the page: the title's id is made of it. */
  id: string
  /** The picture's accessible name. */
  title: string
}

/**
 * The chart of `spec`. 'fluid' fills its container's width (the page); 'fixed' has the drawing's
 * own size, as an image file needs.
 */
export function chartSvg(spec: ChartSpec, names: ChartNames, size: 'fluid' | 'fixed' = 'fluid') {
  const rows = spec.layout === 'rows'
  const left = rows ? labelWidth : margin.left
  const height = rows
    ? margin.top + margin.bottom + Math.max(1, spec.categories.length) * rowHeight
    : columnsHeight
  const stacked = stack<number[]>()
    .keys(spec.series.map((_, index) => String(index)))
    .value((values, key) => values[Number(key)] ?? 0)(
    spec.categories.map((_, index) => spec.series.map((series) => series.values[index] ?? 0)),
  )
  const top = max([
    ...(spec.stacked
      ? stacked.flatMap((layer) => layer.map(([, end]) => end))
      : spec.series.flatMap((series) => series.values)),
    ...(spec.line?.values ?? []),
    spec.reference?.value ?? 0,
    1,
  ])!
  const band = scaleBand<string>()
    .domain(spec.categories)
    .range(rows ? [margin.top, height - margin.bottom] : [left, chartWidth - margin.right])
    .padding(0.2)
  const value = scaleLinear()
    .domain([0, top])
    .nice()
    .range(rows ? [left, chartWidth - margin.right] : [height - margin.bottom, margin.top])
  const inner = scaleBand<number>()
    .domain(spec.series.map((_, index) => index))
    .range([0, band.bandwidth()])
    .padding(0.05)
  const labelEvery = Math.ceil(spec.categories.length / 8)
  const at = (amount: number) => round(value(amount))
  const middle = (category: string) => round(band(category)! + band.bandwidth() / 2)

  const bar = (category: string, seriesIndex: number, from: number, to: number) => {
    const offset = spec.stacked ? 0 : inner(seriesIndex)!
    const thickness = round(spec.stacked ? band.bandwidth() : inner.bandwidth())
    const along = round(band(category)! + offset)
    const [low, high] = [round(value(from)), round(value(to))].sort((a, b) => a - b) as [
      number,
      number,
    ]
    return element(
      'rect',
      rows
        ? { x: low, y: along, width: round(high - low), height: thickness }
        : { x: along, y: low, width: thickness, height: round(high - low) },
      title(`${category}, ${spec.series[seriesIndex]!.name}: ${to - from}`),
    )
  }

  const ticks = value.ticks(5).map((tick) =>
    element(
      'g',
      { 'aria-hidden': 'true' },
      element('line', {
        ...(rows
          ? { x1: at(tick), x2: at(tick), y1: margin.top, y2: height - margin.bottom }
          : { x1: left, x2: chartWidth - margin.right, y1: at(tick), y2: at(tick) }),
        stroke: '#d0d7de',
      }),
      element(
        'text',
        {
          ...(rows
            ? { x: at(tick), y: height - margin.bottom + 16, 'text-anchor': 'middle' }
            : { x: left - 6, y: at(tick) + 4, 'text-anchor': 'end' }),
          fill: '#333',
        },
        String(tick),
      ),
    ),
  )

  const bars = spec.series.map((series, seriesIndex) =>
    element(
      'g',
      { fill: seriesColour(seriesIndex), stroke: '#fff', 'stroke-width': 1 },
      ...(spec.stacked
        ? stacked[seriesIndex]!.map(([from, to], index) =>
            bar(spec.categories[index]!, seriesIndex, from, to),
          )
        : series.values.map((amount, index) =>
            bar(spec.categories[index]!, seriesIndex, 0, amount),
          )),
    ),
  )

  const categoryLabels = spec.categories.flatMap((category, index) =>
    rows
      ? [
          element(
            'text',
            { x: left - 6, y: middle(category) + 4, 'text-anchor': 'end' },
            escapeHtml(category.length > 22 ? `${category.slice(0, 21)}…` : category),
          ),
        ]
      : index % labelEvery === 0
        ? [
            element(
              'text',
              { x: middle(category), y: height - margin.bottom + 16, 'text-anchor': 'middle' },
              escapeHtml(category),
            ),
          ]
        : [],
  )
  const valueLabel = element(
    'text',
    {
      x: rows ? (left + chartWidth - margin.right) / 2 : left,
      y: height - 6,
      'text-anchor': rows ? 'middle' : 'start',
    },
    escapeHtml(spec.valueLabel),
  )

  const dashed = { stroke: '#111', 'stroke-width': 2, 'stroke-dasharray': '6 4' }
  const previous =
    spec.line &&
    element(
      'path',
      {
        d: line<number>()
          .digits(1)
          .x((_, index) => middle(spec.categories[index]!))
          .y((amount) => value(amount))(spec.line.values)!,
        fill: 'none',
        ...dashed,
      },
      title(spec.line.name),
    )
  const reference =
    spec.reference &&
    element(
      'g',
      {},
      element('line', {
        x1: at(spec.reference.value),
        x2: at(spec.reference.value),
        y1: margin.top,
        y2: height - margin.bottom,
        ...dashed,
      }),
      element(
        'text',
        { x: at(spec.reference.value) + 4, y: margin.top + 10, fill: '#111' },
        escapeHtml(`${spec.reference.name}: ${spec.reference.value}`),
      ),
    )

  return element(
    'svg',
    {
      viewBox: `0 0 ${chartWidth} ${height}`,
      ...(size === 'fluid' ? { width: '100%' } : { width: chartWidth, height }),
      role: 'img',
      'aria-labelledby': `${names.id}-title`,
      xmlns: 'http://www.w3.org/2000/svg',
      'font-family': 'system-ui, DejaVu Sans, sans-serif',
      'font-size': 12,
    },
    title(names.title, { id: `${names.id}-title` }),
    ...ticks,
    ...bars,
    element('g', { 'aria-hidden': 'true', fill: '#333' }, ...categoryLabels, valueLabel),
    previous ?? '',
    reference ?? '',
  )
}
