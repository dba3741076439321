import { max } from 'd3-array'
import { scaleBand, scaleLinear } from 'd3-scale'
import { line, stack } from 'd3-shape'

import type { ChartSpec } from '@/lib/reports/datasets'

/*
 * A bar chart drawn on the server as SVG (ADR 0066): d3's scales place the bars and pick the
 * ticks, d3-shape stacks the series and draws the lines; React writes the elements, so the page
 * needs no script. Colours are told apart by the legend's words, the bars' titles and the table
 * beside each chart, not by hue.
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

/* Coordinates to a tenth of a unit: finer than a screen shows, and the page stays small. */
const round = (coordinate: number) => Math.round(coordinate * 10) / 10

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
    return (
      <rect
        key={category}
        {...(rows
          ? { x: low, y: along, width: round(high - low), height: thickness }
          : { x: along, y: low, width: thickness, height: round(high - low) })}
      >
        <title>{`${category}, ${spec.series[seriesIndex]!.name}: ${to - from}`}</title>
      </rect>
    )
  }

  const previous =
    spec.line &&
    line<number>()
      .digits(1)
      .x((_, index) => middle(spec.categories[index]!))
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
              ? { x1: at(tick), x2: at(tick), y1: margin.top, y2: height - margin.bottom }
              : { x1: left, x2: width - margin.right, y1: at(tick), y2: at(tick) })}
            stroke="#d0d7de"
          />
          <text
            {...(rows
              ? { x: at(tick), y: height - margin.bottom + 16, textAnchor: 'middle' }
              : { x: left - 6, y: at(tick) + 4, textAnchor: 'end' })}
            fill="#333"
          >
            {tick}
          </text>
        </g>
      ))}
      {spec.series.map((series, seriesIndex) => (
        <g
          key={series.name}
          fill={seriesColours[seriesIndex % seriesColours.length]}
          stroke="#fff"
          strokeWidth={1}
        >
          {spec.stacked
            ? stacked[seriesIndex]!.map(([from, to], index) =>
                bar(spec.categories[index]!, seriesIndex, from, to),
              )
            : series.values.map((amount, index) =>
                bar(spec.categories[index]!, seriesIndex, 0, amount),
              )}
        </g>
      ))}
      <g aria-hidden="true" fill="#333">
        {spec.categories.map((category, index) =>
          rows ? (
            <text key={category} x={left - 6} y={middle(category) + 4} textAnchor="end">
              {category.length > 22 ? `${category.slice(0, 21)}…` : category}
            </text>
          ) : index % labelEvery === 0 ? (
            <text
              key={category}
              x={middle(category)}
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
            x1={at(spec.reference.value)}
            x2={at(spec.reference.value)}
            y1={margin.top}
            y2={height - margin.bottom}
            stroke="#111"
            strokeWidth={2}
            strokeDasharray="6 4"
          />
          <text x={at(spec.reference.value) + 4} y={margin.top + 10} fill="#111">
            {`${spec.reference.name}: ${spec.reference.value}`}
          </text>
        </g>
      )}
    </svg>
  )
}
