import { max } from 'd3-array'
import { scaleBand, scaleLinear } from 'd3-scale'
import { line, stack } from 'd3-shape'

import type { ChartSpec } from '@/lib/reports/datasets'

/*
 * A bar chart drawn on the server as SVG (ADR 0066): d3's scales place the bars and pick the
 * ticks, d3-shape stacks the series and draws the lines; React writes the elements, so the page
 * needs no script and the Monday e-mail renders the same markup to an image. Colours are told
 * apart by the legend's words, the bars' titles and the table beside each chart, not by hue.
 */

/** Dark enough for 3:1 against white (WCAG 1.4.11), in the order series take them. */
export const seriesColours = [
  '#1f5f8b',
  '#b35900',
  '#2e7d32',
  '#7b1fa2',
  '#c62828',
  '#455a64',
  '#6d5d00',
]

const width = 640
const margin = { top: 12, right: 24, bottom: 44, left: 48 }
const rowHeight = 30
const columnsHeight = 260
const labelWidth = 150

type Props = { spec: ChartSpec; id: string; title: string }

export function Chart({ spec, id, title }: Props) {
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
    .range(rows ? [margin.top, height - margin.bottom] : [left, width - margin.right])
    .padding(0.2)
  const value = scaleLinear()
    .domain([0, top])
    .nice()
    .range(rows ? [left, width - margin.right] : [height - margin.bottom, margin.top])
  const inner = scaleBand<number>()
    .domain(spec.series.map((_, index) => index))
    .range([0, band.bandwidth()])
    .padding(0.05)
  const labelEvery = Math.ceil(spec.categories.length / 8)

  const bar = (category: string, seriesIndex: number, from: number, to: number) => {
    const offset = spec.stacked ? 0 : inner(seriesIndex)!
    const thickness = spec.stacked ? band.bandwidth() : inner.bandwidth()
    const along = band(category)! + offset
    const [low, high] = [value(from), value(to)].sort((a, b) => a - b) as [number, number]
    const series = spec.series[seriesIndex]!
    const amount = to - from
    return (
      <rect
        key={`${category}-${seriesIndex}`}
        {...(rows
          ? { x: low, y: along, width: high - low, height: thickness }
          : { x: along, y: low, width: thickness, height: high - low })}
        fill={seriesColours[seriesIndex % seriesColours.length]}
        stroke="#fff"
        strokeWidth={1}
      >
        <title>{`${category}, ${series.name}: ${amount}`}</title>
      </rect>
    )
  }

  const previous =
    spec.line &&
    line<number>()
      .x((_, index) => band(spec.categories[index]!)! + band.bandwidth() / 2)
      .y((amount) => value(amount))(spec.line.values)

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      role="img"
      aria-labelledby={`${id}-title`}
      xmlns="http://www.w3.org/2000/svg"
      fontFamily="system-ui, sans-serif"
      fontSize={12}
    >
      <title id={`${id}-title`}>{title}</title>
      {value.ticks(5).map((tick) => (
        <g key={tick} aria-hidden="true">
          <line
            {...(rows
              ? { x1: value(tick), x2: value(tick), y1: margin.top, y2: height - margin.bottom }
              : { x1: left, x2: width - margin.right, y1: value(tick), y2: value(tick) })}
            stroke="#d0d7de"
          />
          <text
            {...(rows
              ? { x: value(tick), y: height - margin.bottom + 16, textAnchor: 'middle' }
              : { x: left - 6, y: value(tick) + 4, textAnchor: 'end' })}
            fill="#333"
          >
            {tick}
          </text>
        </g>
      ))}
      <g>
        {spec.stacked
          ? stacked.flatMap((layer, seriesIndex) =>
              layer.map(([from, to], index) => bar(spec.categories[index]!, seriesIndex, from, to)),
            )
          : spec.series.flatMap((series, seriesIndex) =>
              series.values.map((amount, index) =>
                bar(spec.categories[index]!, seriesIndex, 0, amount),
              ),
            )}
      </g>
      <g aria-hidden="true" fill="#333">
        {spec.categories.map((category, index) =>
          rows ? (
            <text
              key={category}
              x={left - 6}
              y={band(category)! + band.bandwidth() / 2 + 4}
              textAnchor="end"
            >
              {category.length > 22 ? `${category.slice(0, 21)}…` : category}
            </text>
          ) : index % labelEvery === 0 ? (
            <text
              key={category}
              x={band(category)! + band.bandwidth() / 2}
              y={height - margin.bottom + 16}
              textAnchor="middle"
            >
              {category}
            </text>
          ) : null,
        )}
        <text
          x={rows ? (left + width - margin.right) / 2 : left}
          y={height - 6}
          textAnchor={rows ? 'middle' : 'start'}
        >
          {spec.valueLabel}
        </text>
      </g>
      {previous && (
        <path d={previous} fill="none" stroke="#111" strokeWidth={2} strokeDasharray="6 4">
          <title>{spec.line!.name}</title>
        </path>
      )}
      {spec.reference && (
        <g>
          <line
            x1={value(spec.reference.value)}
            x2={value(spec.reference.value)}
            y1={margin.top}
            y2={height - margin.bottom}
            stroke="#111"
            strokeWidth={2}
            strokeDasharray="6 4"
          />
          <text x={value(spec.reference.value) + 4} y={margin.top + 10} fill="#111">
            {`${spec.reference.name}: ${spec.reference.value}`}
          </text>
        </g>
      )}
    </svg>
  )
}
