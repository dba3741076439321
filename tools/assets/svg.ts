/**
 * Tiny SVG string helpers shared by the asset generator (no DOM, no dependencies).
 */

/** Brand palette plus a few neutral / scenery tints derived from it. */
export const C = {
  navy: '#0b2545',
  sea: '#13315c',
  orange: '#f4a261',
  white: '#ffffff',
  mist: '#8da9c4',
  haze: '#c9d8e6',
  ice: '#eef4f9',
  steel: '#5b7590',
  ink: '#1b232c',
  tire: '#1c2126',
  red: '#d1495b',
  amber: '#f4a261',
  carpet: '#2e3a48',
  carpetHi: '#475a70',
  grass: '#6f8f5e',
  grassDark: '#56734a',
  sand: '#e8d9b5',
  asphalt: '#59626b',
  concrete: '#b9bfc4',
} as const

/** Round to one decimal so SVG text stays compact. */
export const f = (x: number): string => {
  const r = Math.round(x * 10) / 10
  return Object.is(r, -0) ? '0' : String(r)
}

let counter = 0
/** Unique (and deterministic, since generation order is fixed) id for gradients / clips. */
export const uid = (prefix: string): string => `${prefix}${(++counter).toString(36)}`

/** Seeded PRNG (mulberry32) so every run produces identical artwork. */
export function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function doc(width: number, height: number, body: string, viewBox?: string): string {
  const vb = viewBox ?? `0 0 ${width} ${height}`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${vb}">${body}</svg>`
}

export type Stop = [offset: number, color: string, opacity?: number]

export function linear(id: string, stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const s = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`
}

export function radial(id: string, stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  const s = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`
}

export const defs = (...items: string[]): string => `<defs>${items.join('')}</defs>`

export const g = (transform: string, body: string, extra = ''): string =>
  `<g${transform ? ` transform="${transform}"` : ''}${extra ? ` ${extra}` : ''}>${body}</g>`

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  extra = '',
): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`

export const rrect = (
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  extra = '',
): string => rect(x, y, w, h, fill, `rx="${f(r)}"${extra ? ` ${extra}` : ''}`)

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra = '',
): string =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`

export const path = (d: string, fill: string, extra = ''): string =>
  `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = '',
): string =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}"${extra ? ` ${extra}` : ''}/>`

/** Polyline / polygon from a point list. */
export const pts = (p: Array<[number, number]>): string =>
  p.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')

export const polygon = (p: Array<[number, number]>, fill: string, extra = ''): string =>
  `<polygon points="${pts(p)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`

/** Soft contact shadow under an object standing on the ground. */
export const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.22): string =>
  ellipse(cx, cy, rx, ry, '#0b2545', `opacity="${opacity}"`)

/** Smoothstep easing for animations. */
export const ease = (t: number): number => {
  const x = Math.min(1, Math.max(0, t))
  return x * x * (3 - 2 * x)
}
